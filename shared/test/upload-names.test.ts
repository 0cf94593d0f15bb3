import { describe, expect, it } from 'vitest';
import { STORAGE_QUOTA } from '../src/constants';
import { exceedsStorageQuota, extensionOf, sanitizeFileName } from '../src/uploads/files';

describe('names of uploaded files', () => {
  it.each([
    ['bellagio-1042s.pdf', 'pdf'],
    ['SCAN.JPG', 'jpg'],
    ['passport.photo.png', 'png'],
    ['pdf', null],
    ['.pdf', null],
    ['notes.txt', null],
    ['archive.pdf.exe', null],
  ])('%j has the extension %j', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });

  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\Form 1042-S (1).pdf', 'Form_1042-S__1_.pdf'],
    ['....pdf', 'pdf'],
    ['', 'file'],
  ])('%j is stored as %j', (name, stored) => {
    expect(sanitizeFileName(name)).toBe(stored);
  });

  it('a name whose dots were all leading keeps no extension, so it is refused', () => {
    expect(extensionOf(sanitizeFileName('....pdf'))).toBeNull();
  });
});

describe('the storage quota of a customer', () => {
  const MB = 1024 * 1024;
  const files = (count: number, sizeBytes: number) => Array.from({ length: count }, () => ({ sizeBytes }));
  it.each([
    ['no file yet', files(0, 0), 10 * MB, false],
    ['up to the byte limit', files(1, STORAGE_QUOTA.maxBytes - MB), MB, false],
    ['one byte past it', files(1, STORAGE_QUOTA.maxBytes - MB), MB + 1, true],
    ['the last file allowed', files(STORAGE_QUOTA.maxFiles - 1, 1), 1, false],
    ['one file too many', files(STORAGE_QUOTA.maxFiles, 1), 1, true],
    ['files of unknown size count as files', [{ sizeBytes: null }, {}], 1, false],
  ])('%s', (_case, stored, adding, exceeds) => {
    expect(exceedsStorageQuota(stored, adding)).toBe(exceeds);
  });
});
