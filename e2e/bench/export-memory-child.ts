// One data export, in a process of its own (export-memory.ts): `node --import tsx --expose-gc
// export-memory-child.ts <userId> <objectKey>`, with the local stack's variables. Prints one JSON line.
import { performance } from 'node:perf_hooks';

const [userId, objectKey] = process.argv.slice(2);
if (!userId || !objectKey) throw new Error('Usage: export-memory-child.ts <userId> <objectKey>');

const { storeExport } = await import('@taxback/functions/account/data-export');
// What the export loads on first use, loaded before the baseline: its code is not what is measured.
await Promise.all([
  import('@taxback/functions/adapters/s3-sdk'),
  import('@taxback/functions/adapters/s3-upload-sdk'),
  import('archiver'),
]);

const held = () => {
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
};
(globalThis as { gc?: () => void }).gc?.();
const baselineRssBytes = process.memoryUsage().rss;
const heldBefore = held();
let peakHeld = heldBefore;
const sampler = setInterval(() => (peakHeld = Math.max(peakHeld, held())), 10);
const started = performance.now();
await storeExport(userId, objectKey);
clearInterval(sampler);

console.log(
  JSON.stringify({
    baselineRssBytes,
    // maxRSS is in kilobytes: the most this process ever held, including the export's every moment.
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    peakHeldBytes: peakHeld - heldBefore,
    seconds: (performance.now() - started) / 1000,
  }),
);
// The SDK's keep-alive sockets would hold the process open.
process.exit(0);
