import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffCopy } from '@taxback/shared/copy-staff';
import { describe, expect, it, vi } from 'vitest';
import { adminApplicationOf, firstPage, signInAdmin } from './helpers/admin';
import { callsTo, fakeApi } from './helpers/fake-api';
import { APPLICATION_ID } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = staffCopy.adminFormsToSign;
const path = `/admin/applications/${APPLICATION_ID}/forms-to-sign`;
const STORAGE_URL = 'https://storage.test/documents';

describe('putting an official form on the claim for signature', () => {
  it('uploads the PDF through the presigned form, confirms it and says the customer was emailed', async () => {
    const application = adminApplicationOf({ taxYears: ['2024'] });
    const fetchMock = fakeApi({
      ...signInAdmin(),
      ...firstPage('applications', [application]),
      [`GET /admin/applications/${APPLICATION_ID}`]: () => ({ status: 200, body: application }),
      [`POST ${path}`]: () => ({ status: 201, body: { uploadId: 'u-1', url: STORAGE_URL, fields: { key: 'k' } } }),
      [`POST ${STORAGE_URL}`]: () => ({ status: 204 }),
      [`POST ${path}/confirm`]: () => ({
        status: 200,
        body: { documentId: 'u-1', fileName: 'f1040nr.pdf', form: '1040nr', emailed: true },
      }),
    });
    renderApp('/admin/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: staffCopy.adminDashboard.tabs.applications }));
    await user.click(
      await screen.findByRole('button', { name: staffCopy.adminBackOffice.applications.manageLabel('Lucie Tremblay') }),
    );
    const section = within(screen.getByRole('region', { name: text.title }));
    const file = new File(['%PDF-1.7'], 'f1040nr.pdf', { type: 'application/pdf' });
    await user.upload(section.getByLabelText(text.file), file);
    await user.click(section.getByRole('button', { name: text.upload }));

    expect(await section.findByText(text.uploaded(text.forms['1040nr'], true))).toBeTruthy();
    const [presign] = callsTo(fetchMock, 'POST', path);
    expect(JSON.parse(String(presign?.[1]?.body))).toEqual({
      form: '1040nr',
      taxYear: '2024',
      fileName: 'f1040nr.pdf',
      sizeBytes: file.size,
    });
    const [confirm] = callsTo(fetchMock, 'POST', `${path}/confirm`);
    expect(JSON.parse(String(confirm?.[1]?.body))).toEqual({ uploadId: 'u-1' });
  });
});
