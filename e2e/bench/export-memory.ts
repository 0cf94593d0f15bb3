import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { UPLOAD } from '@taxback/shared';
import { deleteFilesUnder, putFile, storedSize } from '@taxback/functions/adapters/files';
import { recordGeneratedDocument } from '@taxback/functions/data/stores/document';
import type { LocalStack } from '../../local/src/stack';

const MB = 1024 * 1024;

/** How much a customer's files weigh in the measured export: `EXPORT_BENCH_MB` (500 MB unless set). */
export const exportBenchMegabytes = () => Number(process.env.EXPORT_BENCH_MB ?? 500);

/**
 * Peak memory of the export, the target: the jobs function has 1 GB at least; an export must fit in a small
 * fraction of it whatever the customer stored (it holds about two 5 MB parts and a few stream buffers).
 */
export const EXPORT_PEAK_TARGET_BYTES = 150 * MB;

export interface ExportMemory {
  filesBytes: number;
  files: number;
  zipBytes: number;
  /** Resident memory once the export's code is loaded, before it starts, and the most it reached. */
  baselineRssBytes: number;
  peakRssBytes: number;
  /** The most the JavaScript heap and Buffers held at once (sampled), above what they held before. */
  peakHeldBytes: number;
  seconds: number;
}

const run = promisify(execFile);

/**
 * One customer with `exportBenchMegabytes()` of files (10 MB each, random bytes, as scans do not compress),
 * exported in a process of its own (export-memory-child.ts), as the jobs function runs it: its peak memory is
 * the export's alone, not the local S3's or the stack's, which run in this process.
 */
export async function measureExportMemory(stack: LocalStack): Promise<ExportMemory> {
  const userId = randomUUID();
  const applicationId = randomUUID();
  const total = exportBenchMegabytes() * MB;
  let files = 0;
  try {
    for (let written = 0; written < total; files += 1) {
      const size = Math.min(UPLOAD.maxBytes, total - written);
      const filePath = `${userId}/refund-documents/${files}-scan.pdf`;
      await putFile(filePath, randomBytes(size), 'application/pdf');
      await recordGeneratedDocument({
        documentId: randomUUID(),
        userId,
        applicationId,
        fileName: `scan-${files}.pdf`,
        filePath,
        fileType: 'application/pdf',
        sizeBytes: size,
        userName: 'Bench',
      });
      written += size;
    }
    const objectKey = `${userId}/exports/${randomUUID()}.zip`;
    const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'export-memory-child.ts');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--expose-gc', child, userId, objectKey], {
      env: { ...process.env, ...stack.environment },
      maxBuffer: 10 * MB,
    });
    const measured = JSON.parse(stdout.trim().split('\n').at(-1)!) as Omit<ExportMemory, 'filesBytes' | 'files'>;
    const zipBytes = (await storedSize(objectKey)) ?? 0;
    if (zipBytes < total) throw new Error(`The export holds ${zipBytes} bytes, less than the ${total} of its files`);
    return { filesBytes: total, files, ...measured, zipBytes };
  } finally {
    await deleteFilesUnder(`${userId}/`);
  }
}
