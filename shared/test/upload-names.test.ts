import { describe, expect, it } from 'vitest';
import { extensionOf, sanitizeFileName } from '../src/uploads/files';

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
