import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { callsTo, fakeApi } from './helpers/fake-api';
import { signInAda } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = copy.uploadsPage;
const STORAGE_URL = 'https://storage.test/documents';

/** Stands in for the browser's XMLHttpRequest: reports progress, then answers 204 as S3 does. */
class FakeStorageRequest {
  static posted: { url: string; body: FormData }[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  private url = '';

  open(_method: string, url: string) {
    this.url = url;
  }

  send(body: FormData) {
    FakeStorageRequest.posted.push({ url: this.url, body });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
      this.status = 204;
      this.onload?.();
    }, 10);
  }
}

const pdf = (name: string, sizeBytes: number) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: sizeBytes });
  return file;
};

/** Ada on the upload page, with no file yet: an upload is presigned as `uploadId` with `fields`, then confirmed as `confirmed`. */
function openUploads(
  uploadId: string,
  fields: Record<string, string>,
  confirmed: { documentId: string; fileName: string },
) {
  const fetchMock = fakeApi({
    ...signInAda(),
    'GET /uploads': () => ({ status: 200, body: { documents: [] } }),
    'POST /uploads': () => ({ status: 201, body: { uploadId, url: STORAGE_URL, fields } }),
    'POST /uploads/confirm': () => ({ status: 200, body: confirmed }),
  });
  renderApp('/upload-documents');
  return fetchMock;
}

describe('upload documents', () => {
  beforeEach(() => {
    FakeStorageRequest.posted = [];
    vi.stubGlobal('XMLHttpRequest', FakeStorageRequest);
  });

  it('skips a file over 10 MB with its message while the other file uploads', async () => {
    const user = userEvent.setup();
    const fetchMock = openUploads(
      'a7c1b2d3-0000-4000-8000-000000000001',
      { key: 'k', policy: 'p' },
      { documentId: 'doc-1', fileName: 'win.pdf' },
    );

    await user.selectOptions(await screen.findByLabelText(text.documentType), 'Form');
    await user.upload(screen.getByLabelText(text.files), [pdf('huge.pdf', 11 * 1024 * 1024), pdf('win.pdf', 2048)]);
    await user.click(screen.getByRole('button', { name: text.upload }));

    expect(await screen.findByText(copy.upload.tooLarge('huge.pdf'))).toBeTruthy();
    expect(await screen.findByText(text.uploaded('win.pdf'))).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(copy.upload.tooLarge('huge.pdf'));

    const presigns = callsTo(fetchMock, 'POST', '/uploads').map(([, init]) => JSON.parse(String(init?.body)));
    expect(presigns).toEqual([{ category: 'Form', fileName: 'win.pdf', sizeBytes: 2048 }]);
    const [posted] = FakeStorageRequest.posted;
    expect(posted?.url).toBe(STORAGE_URL);
    expect(Array.from(posted?.body.keys() ?? [])).toEqual(['key', 'policy', 'file']);
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/uploads/confirm')).toHaveLength(1));
    expect(screen.getByRole('progressbar', { name: text.progressLabel('win.pdf') }).getAttribute('value')).toBe('100');
  });

  it('offers loss evidence (win/loss statements) as a document type and uploads under it', async () => {
    const user = userEvent.setup();
    const fetchMock = openUploads(
      'a7c1b2d3-0000-4000-8000-000000000002',
      { key: 'k' },
      { documentId: 'doc-2', fileName: 'win-loss.pdf' },
    );

    const type = await screen.findByLabelText(text.documentType);
    expect(screen.getByRole('option', { name: text.categories.LossEvidence })).toBeTruthy();
    await user.selectOptions(type, 'LossEvidence');
    await user.upload(screen.getByLabelText(text.files), [pdf('win-loss.pdf', 2048)]);
    await user.click(screen.getByRole('button', { name: text.upload }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/uploads/confirm')).toHaveLength(1));
    const presigns = callsTo(fetchMock, 'POST', '/uploads').map(([, init]) => JSON.parse(String(init?.body)));
    expect(presigns).toEqual([{ category: 'LossEvidence', fileName: 'win-loss.pdf', sizeBytes: 2048 }]);
  });

  it('says what is missing when no document type or file is chosen', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    const fetchMock = fakeApi({ ...signInAda(), 'GET /uploads': () => ({ status: 200, body: { documents: [] } }) });
    renderApp('/upload-documents');

    await user.click(await screen.findByRole('button', { name: text.upload }));

    expect(error).toHaveBeenCalledWith(copy.common.error, { description: copy.upload.missingSelection });
    // No chat button over the upload form: a "Need help?" link instead.
    expect(screen.queryByRole('button', { name: copy.chatbot.open })).toBeNull();
    expect(screen.getByRole('button', { name: copy.chatbot.needHelp })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/uploads')).toHaveLength(0);
  });

  it('reports a record failure with the server message and lists the uploaded documents', async () => {
    const user = userEvent.setup();
    fakeApi({
      ...signInAda(),
      'GET /uploads': () => ({
        status: 200,
        body: {
          documents: [
            {
              documentId: 'doc-0',
              fileName: 'passport.png',
              fileType: 'image/png',
              category: 'ID',
              sizeBytes: 4096,
              createdAt: '2026-02-01T09:00:00.000Z',
              applicationId: null,
            },
          ],
        },
      }),
      'POST /uploads': () => ({
        status: 201,
        body: { uploadId: 'a7c1b2d3-0000-4000-8000-000000000002', url: STORAGE_URL, fields: {} },
      }),
      'POST /uploads/confirm': () => ({
        status: 500,
        body: { code: 'internal', message: copy.common.serverError },
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/upload-documents');

    expect(await screen.findByText('passport.png')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(text.documentType), 'ID');
    await user.upload(screen.getByLabelText(text.files), pdf('licence.pdf', 1000));
    await user.click(screen.getByRole('button', { name: text.upload }));

    expect(await screen.findByText(copy.upload.recordFailed('licence.pdf', copy.common.serverError))).toBeTruthy();
  });
});
