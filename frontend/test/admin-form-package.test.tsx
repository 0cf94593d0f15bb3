import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { describe, expect, it, vi } from 'vitest';
import { adminApplicationOf, firstPage, signInAdmin } from './helpers/admin';
import { callsTo, fakeApi } from './helpers/fake-api';
import { APPLICATION_ID } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = staffCopy.adminFormPackage;
const path = `/admin/applications/${APPLICATION_ID}`;
const generated = [
  { documentId: 'doc-w7', fileName: 'form-w7-data-sheet.pdf' },
  { documentId: 'doc-1040nr', fileName: 'form-1040nr-2024-data-sheet.pdf' },
];

async function openTracker(emailed: boolean, refusal?: string) {
  const application = adminApplicationOf({ formDeliveryPreference: emailed ? 'email' : 'mail' });
  const fetchMock = fakeApi({
    ...signInAdmin(),
    ...firstPage('applications', [application]),
    [`GET ${path}`]: () => ({ status: 200, body: application }),
    [`POST ${path}/forms`]: () =>
      refusal
        ? { status: 409, body: { code: 'conflict', message: refusal } }
        : { status: 201, body: { documents: generated, emailed } },
    'GET /admin/files/user-lucie/doc-w7/download': () => ({
      status: 200,
      body: { url: 'https://storage.test/w7.pdf', fileName: 'form-w7-data-sheet.pdf' },
    }),
  });
  renderApp('/admin/dashboard');
  await userEvent.click(await screen.findByRole('tab', { name: staffCopy.adminDashboard.tabs.applications }));
  await userEvent.click(
    await screen.findByRole('button', { name: staffCopy.adminBackOffice.applications.manageLabel('Lucie Tremblay') }),
  );
  return { fetchMock, forms: within(screen.getByRole('region', { name: text.title })) };
}

describe('generating the forms for signature', () => {
  it('lists the generated files for download and says they were emailed', async () => {
    const { fetchMock, forms } = await openTracker(true);

    await userEvent.click(forms.getByRole('button', { name: text.generate }));

    expect(await forms.findByText(`${text.generated(2)} ${text.emailed}`)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `${path}/forms`)).toHaveLength(1);
    expect(forms.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(
      generated.map((file) => file.fileName),
    );
    await userEvent.click(forms.getByRole('button', { name: text.downloadLabel('form-w7-data-sheet.pdf') }));
    expect(callsTo(fetchMock, 'GET', '/admin/files/user-lucie/doc-w7/download')).toHaveLength(1);
  });

  it('says when the forms were not emailed', async () => {
    const { forms } = await openTracker(false);
    await userEvent.click(forms.getByRole('button', { name: text.generate }));
    expect(await forms.findByText(`${text.generated(2)} ${text.notEmailed}`)).toBeTruthy();
  });

  it('says why the server refused to prepare them', async () => {
    const { forms } = await openTracker(true, copy.lifecycle.notPaidYet);
    await userEvent.click(forms.getByRole('button', { name: text.generate }));
    expect((await forms.findByRole('alert')).textContent).toBe(copy.lifecycle.notPaidYet);
    expect(forms.queryAllByRole('listitem')).toEqual([]);
  });
});
