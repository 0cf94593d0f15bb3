import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, PDFArray, type PDFRef } from 'pdf-lib';

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
        chunks.push(Buffer.from(match[1]!, 'hex').toString('latin1'));
    }
  }
  return chunks.join('\n');
}
