import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffCopy } from '@taxback/shared/copy-staff';
import { describe, expect, it, vi } from 'vitest';
import { signInAdmin } from './helpers/admin';
import { callsTo, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = staffCopy.adminCompany;
const stored = {
  legalName: 'Demo Tax Services Inc.',
  preparers: [{ name: 'Jane Roe', credentials: 'EA' }],
  testimonials: [],
};

/** Puts a value in the nth field of that label at once (typing each key is slow on a busy machine). */
async function fill(_user: ReturnType<typeof userEvent.setup>, label: string, value: string, nth = 0) {
  const startsWith = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  fireEvent.change(screen.getAllByLabelText(startsWith)[nth]!, { target: { value } });
  await Promise.resolve();
}

describe('the Company settings (staff)', () => {
  it('edits the details, adds a preparer and a dated testimonial, and sends an empty text as not set', async () => {
    const fetchMock = fakeApi({
      ...signInAdmin(),
      'GET /admin/settings/company': () => ({ status: 200, body: stored }),
      'PUT /admin/settings/company': (body) => ({ status: 200, body: body as object }),
    });
    renderApp('/admin/settings');
    const user = userEvent.setup();
    const legalName = await screen.findByLabelText(text.legalName);
    expect((legalName as HTMLInputElement).value).toBe('Demo Tax Services Inc.');
    await fill(user, text.phone, '+1 416-555-0142');
    await user.click(screen.getByRole('button', { name: text.addPreparer }));
    await fill(user, text.preparerName, 'Jean Tremblay', 1);
    await fill(user, text.credentials, 'CPA', 1);
    await user.click(screen.getByRole('button', { name: text.addTestimonial }));
    await fill(user, text.quote, 'Quick and clear.');
    await fill(user, text.testimonialName, 'Marie L.');
    await fill(user, text.place, 'Montréal, QC');
    await fill(user, text.date, '2026-03-14');
    await user.click(screen.getByRole('button', { name: text.save }));

    expect(await screen.findByText(text.saved)).toBeTruthy();
    const [saved] = callsTo(fetchMock, 'PUT', '/admin/settings/company');
    expect(JSON.parse(String(saved?.[1]?.body))).toEqual({
      legalName: 'Demo Tax Services Inc.',
      phone: '+1 416-555-0142',
      preparers: [
        { name: 'Jane Roe', credentials: 'EA' },
        { name: 'Jean Tremblay', credentials: 'CPA' },
      ],
      testimonials: [{ quote: 'Quick and clear.', name: 'Marie L.', place: 'Montréal, QC', date: '2026-03-14' }],
    });
  });

  it('shows the server’s reason on the field it refused', async () => {
    fakeApi({
      ...signInAdmin(),
      'GET /admin/settings/company': () => ({ status: 200, body: stored }),
      'PUT /admin/settings/company': () => ({
        status: 400,
        body: { code: 'bad_request', message: 'The request is invalid.', fields: { phone: 'Enter a phone number' } },
      }),
    });
    renderApp('/admin/settings');
    const user = userEvent.setup();
    await screen.findByLabelText(text.phone);
    await fill(user, text.phone, 'call us');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText('Enter a phone number')).toBeTruthy();
    expect(screen.getByText('The request is invalid.').closest('[role="alert"]')).toBeTruthy();
  });
});
