import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';

/**
 * One entry of a streamed ZIP: text (deflated), or a file opened only when its turn comes (stored as it is: a
 * PDF or a photo does not shrink, and deflating it would only cost time). A file that is gone is left out.
 */
export type ZipEntry =
  { name: string; text: string } | { name: string; open: () => Promise<Readable | Uint8Array | null> };

/** 1 January 2000: the entries carry no meaningful time of their own. */
const ENTRY_DATE = new Date(Date.UTC(2000, 0, 1));

/**
 * Writes a ZIP of these entries to `write` while it is made, one entry at a time: a file is opened once the one
 * before it is in the archive, so memory holds a few stream buffers, whatever the number and size of the files.
 * `write` consumes the archive (an upload to S3); a failure of either side rejects.
 */
export async function streamZip(
  entries: Iterable<ZipEntry>,
  write: (archive: Readable) => Promise<void>,
): Promise<void> {
  // Loaded when an export is made, not at every start of the function that makes them.
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ zlib: { level: 6 } });
  // archiver's streams are readable-stream's, which the SDK's upload does not take for a stream: piped into a
  // stream of Node's own (with the same back-pressure).
  const output = new PassThrough();
  archive.pipe(output);
  const written = write(output);
  // Rejects as soon as either side fails (a file that cannot be read, S3 refusing a part): every wait races it.
  let fail: (error: unknown) => void = () => undefined;
  let finishing = false;
  const broken = new Promise<never>((_, reject) => {
    fail = reject;
    archive.on('error', reject);
    archive.on('warning', reject);
    written.then(() => !finishing && reject(new Error('The ZIP was written before it was finished')), reject);
  });
  broken.catch(() => undefined);
  try {
    for (const entry of entries) {
      const content = 'text' in entry ? entry.text : await Promise.race([entry.open(), broken]);
      if (content === null) continue;
      // archiver does not pass on the error of a stream it reads.
      if (content instanceof Readable) content.once('error', fail);
      const added = once(archive, 'entry');
      archive.append(typeof content === 'string' || content instanceof Readable ? content : Buffer.from(content), {
        name: entry.name,
        date: ENTRY_DATE,
        store: !('text' in entry),
      });
      await Promise.race([added, broken]);
    }
    finishing = true;
    await Promise.race([archive.finalize(), broken]);
    await written;
  } catch (error) {
    // Destroyed with the error, the archive fails the upload reading it, which then stores nothing.
    archive.destroy(error as Error);
    output.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
}
