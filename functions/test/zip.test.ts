import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { crc32, unzip, zip } from '../src/commons/zip';

describe('the export ZIP', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  const entries = {
    'profile.json': JSON.stringify({ lastName: 'Côté', note: 'x'.repeat(2000) }),
    'files/ab12cd34-O’Brien W-2G.pdf': new Uint8Array([0x25, 0x50, 0x44, 0x46, 1, 2, 3]),
    'empty.json': '',
  };

  it('reads back every entry, deflated or stored, with UTF-8 names', () => {
    const archive = zip(entries);
    const read = unzip(archive);
    expect(Object.keys(read)).toEqual(Object.keys(entries));
    expect(new TextDecoder().decode(read['profile.json'])).toBe(entries['profile.json']);
    expect([...read['files/ab12cd34-O’Brien W-2G.pdf']!]).toEqual([...entries['files/ab12cd34-O’Brien W-2G.pdf']]);
    expect(read['empty.json']!.length).toBe(0);
    // The long JSON is deflated: the archive is smaller than its content.
    expect(archive.length).toBeLessThan(entries['profile.json'].length);
  });

  it('is a valid archive for Info-ZIP (what a customer opens it with)', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'zip-')), 'export.zip');
    writeFileSync(file, zip(entries));
    const listing = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
    expect(listing).toContain('No errors detected');
    expect(listing).toContain('profile.json');
  });
});
