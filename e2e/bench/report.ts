export const KB = 1024;

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
/** Milliseconds; autocannon counts whole ones, so its 0 means under one. */
export const ms = (value: number | null) => {
  if (value === null) return 'no answer';
  return value === 0 ? '< 1 ms' : `${value.toFixed(value < 1 ? 2 : value < 10 ? 1 : 0)} ms`;
};

/** "met", or by how much the value misses its limit. */
export const verdict = (value: number | null, limit: number) => {
  if (value === null || !Number.isFinite(value)) return 'missed (no answer within the run)';
  return value <= limit ? 'met' : `missed by ${(((value - limit) / limit) * 100).toFixed(0)}%`;
};

/** Prints one titled table with aligned columns. */
export function printTable(title: string, header: string[], rows: (string | number)[][]) {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of cells.slice(1)) console.log(line(row));
}
