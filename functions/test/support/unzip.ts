import { inflateRawSync } from 'node:zlib';

const DEFLATE = 8;

/**
 * The entries of a ZIP, by name: a small reader of deflated or stored entries (no ZIP64), enough for the tests to
 * read an export back.
 */
export function unzip(archive: Uint8Array): Record<string, Uint8Array> {
  const bytes = Buffer.from(archive);
  const endAt = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('Not a ZIP archive');
  const count = bytes.readUInt16LE(endAt + 10);
  let at = bytes.readUInt32LE(endAt + 16);
  const entries: Record<string, Uint8Array> = {};
  for (let index = 0; index < count; index++) {
    const method = bytes.readUInt16LE(at + 10);
    const packedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localAt = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = localAt + 30 + bytes.readUInt16LE(localAt + 26) + bytes.readUInt16LE(localAt + 28);
    const body = bytes.subarray(dataAt, dataAt + packedSize);
    entries[name] = new Uint8Array(method === DEFLATE ? inflateRawSync(body) : body);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
