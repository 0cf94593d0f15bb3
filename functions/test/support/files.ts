/** Minimal files with real signatures, and impostors, for upload tests. */
export const pdfBytes = (size = 1024) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};

export const pngBytes = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

/** The start of a Windows executable: "MZ". */
export const executableBytes = () => new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

/**
 * s3rver writes an object, and deletes one, in several file operations: a POST to a key whose earlier object the
 * stream processor is deleting at that moment (a ticket's removal empties its quarantine) can fail with its
 * InternalError. S3 itself orders the two, so such a 500 is the emulator's, never the product's: the POST is made
 * again.
 */
const S3_INTERNAL_ERROR_TRIES = 3;

/** Posts a file to a presigned S3 POST, as the browser does. */
export async function postToS3(url: string, fields: Record<string, string>, bytes: Uint8Array, fileName: string) {
  for (let attempt = 1; ; attempt += 1) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([bytes]), fileName);
    const response = await fetch(url, { method: 'POST', body: form });
    if (response.status < 300) return;
    const answer = await response.text();
    if (response.status !== 500 || attempt === S3_INTERNAL_ERROR_TRIES) {
      throw new Error(`S3 refused the upload: ${response.status} ${answer}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}
