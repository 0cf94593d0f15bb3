import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { streamZip, type ZipEntry } from '../src/commons/zip';
import { unzip } from './support/unzip';

/** Collects the archive in memory: for the small archives whose content is checked. */
async function zipped(entries: ZipEntry[]): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  await streamZip(entries, (archive) =>
    pipeline(
      archive,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      }),
    ),
  );
  return new Uint8Array(Buffer.concat(chunks));
}

/** `total` bytes made as they are read, `chunk` at a time, never held together. */
function generated(total: number, chunk = 64 * 1024): Readable {
  let left = total;
  const block = Buffer.alloc(chunk, 0x5a);
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const size = Math.min(chunk, left);
      left -= size;
      this.push(Buffer.from(block.subarray(0, size)));
    },
  });
}

const MB = 1024 * 1024;

describe('the export ZIP (streamed with archiver)', () => {
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 1, 2, 3]);
  const entries = (): ZipEntry[] => [
    { name: 'profile.json', text: JSON.stringify({ lastName: 'Côté', note: 'x'.repeat(2000) }) },
    { name: 'files/ab12cd34-O’Brien W-2G.pdf', open: async () => pdf },
    { name: 'files/streamed.pdf', open: async () => Readable.from([Buffer.from('%PDF-'), Buffer.from('rest')]) },
    { name: 'files/gone.pdf', open: async () => null },
    { name: 'empty.json', text: '' },
  ];

  it('reads back every entry, deflated or stored, with UTF-8 names, and leaves out a file that is gone', async () => {
    const archive = await zipped(entries());
    const read = unzip(archive);
    expect(Object.keys(read)).toEqual([
      'profile.json',
      'files/ab12cd34-O’Brien W-2G.pdf',
      'files/streamed.pdf',
      'empty.json',
    ]);
    expect(new TextDecoder().decode(read['profile.json'])).toContain('"lastName":"Côté"');
    expect([...read['files/ab12cd34-O’Brien W-2G.pdf']!]).toEqual([...pdf]);
    expect(new TextDecoder().decode(read['files/streamed.pdf'])).toBe('%PDF-rest');
    expect(read['empty.json']!.length).toBe(0);
    // The long JSON is deflated: the archive is smaller than it.
    expect(archive.length).toBeLessThan(2000);
  });

  it('is a valid archive for Info-ZIP (what a customer opens it with)', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'zip-')), 'export.zip');
    writeFileSync(file, await zipped(entries()));
    const listing = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
    expect(listing).toContain('No errors detected');
    expect(listing).toContain('profile.json');
  });

  it('zips far more than a fixed memory budget without holding it', { timeout: 120_000 }, async () => {
    const files = 12;
    const fileBytes = 16 * MB;
    const budget = 48 * MB;
    // What is held, not what waits for the collector: measured after a collection, every few megabytes written
    // (without it the figure is the garbage collector's timing, which a loaded machine stretches).
    v8.setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const used = () => {
      collect();
      const memory = process.memoryUsage();
      return memory.heapUsed + memory.arrayBuffers;
    };
    const before = used();
    let peak = before;
    let sinceMeasured = 0;
    let written = 0;
    try {
      await streamZip(
        Array.from({ length: files }, (_, index) => ({
          name: `files/${index}.pdf`,
          open: async () => generated(fileBytes),
        })),
        (archive) =>
          pipeline(
            archive,
            new Writable({
              write(chunk: Buffer, _encoding, done) {
                written += chunk.length;
                sinceMeasured += chunk.length;
                if (sinceMeasured >= 4 * MB) {
                  sinceMeasured = 0;
                  peak = Math.max(peak, used());
                }
                // A slow reader, as an upload is: the archive must wait for it, not buffer ahead.
                setImmediate(done);
              },
            }),
          ),
      );
    } finally {
      peak = Math.max(peak, used());
    }
    expect(written).toBeGreaterThan(files * fileBytes);
    expect(files * fileBytes).toBeGreaterThan(3 * budget);
    expect(peak - before).toBeLessThan(budget);
  });

  it('fails, and fails the writer, when a file cannot be read', async () => {
    let writerFailed = false;
    const broken = new Readable({
      read() {
        this.destroy(new Error('S3 reset the connection'));
      },
    });
    await expect(
      streamZip(
        [
          { name: 'a.json', text: '{}' },
          { name: 'files/b.pdf', open: async () => broken },
        ],
        (archive) =>
          pipeline(archive, new Writable({ write: (_chunk, _encoding, done) => done() })).catch((error: unknown) => {
            writerFailed = true;
            throw error;
          }),
      ),
    ).rejects.toThrow('S3 reset the connection');
    expect(writerFailed).toBe(true);
  });

  it('fails when the writer fails (S3 refusing a part)', async () => {
    await expect(
      streamZip([{ name: 'files/big.pdf', open: async () => generated(4 * MB) }], (archive) =>
        pipeline(
          archive,
          new Writable({ write: (_chunk, _encoding, done) => done(new Error('SlowDown: the part was refused')) }),
        ),
      ),
    ).rejects.toThrow('SlowDown');
  });
});
