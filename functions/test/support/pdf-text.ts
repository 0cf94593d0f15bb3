import { inflateSync } from 'node:zlib';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { PDFDocument, PDFName, PDFRawStream, PDFArray, type PDFRef } from 'pdf-lib';
import { s3 } from '../../src/adapters/s3-client';
import { documents } from '../../src/data/entities/document';

/**
 * The standard fonts' encoding, Windows-1252: ISO-8859-1 but for 0x80-0x9F, which hold œ, Œ, Ÿ, €, curly
 * quotes and dashes (Node's TextDecoder reads 'windows-1252' as ISO-8859-1).
 */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const winAnsi = (bytes: Buffer) =>
  Array.from(bytes, (byte) =>
    byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte),
  ).join('');

/** The text a PDF shows, read back from its page content streams (hex strings drawn with Tj). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const chunks: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = pdf.context.lookup(ref as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const compressed = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode');
      const source = Buffer.from(compressed ? inflateSync(stream.contents) : stream.contents).toString('latin1');
      for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        chunks.push(winAnsi(Buffer.from(match[1]!, 'hex')));
    }
  }
  return chunks.join('\n');
}

/** A customer's stored file: its document item and the bytes in the documents bucket. */
export async function storedPdf(userId: string, documentId: string) {
  const { data } = await documents().get({ userId, documentId }).go();
  const object = await (
    await s3()
  ).client.send(new GetObjectCommand({ Bucket: process.env.DOCUMENTS_BUCKET, Key: data!.filePath }));
  return { item: data!, bytes: await object.Body!.transformToByteArray() };
}
