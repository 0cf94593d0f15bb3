import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffCopy } from '@taxback/shared/copy-staff';
import { describe, expect, it, vi } from 'vitest';
import { signInAdmin } from './helpers/admin';
import { callsTo, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = staffCopy.adminRepresentatives;

describe('the Form 2848 representatives (staff settings)', () => {
  it('adds an individual with CAF number, PTIN and designation, and saves them with the signed-forms address', async () => {
    const fetchMock = fakeApi({
      ...signInAdmin(),
      'GET /admin/settings/representatives': () => ({ status: 200, body: { representatives: [] } }),
      'PUT /admin/settings/representatives': (body) => ({ status: 200, body: body as object }),
    });
    renderApp('/admin/dashboard?tab=representatives');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.add }));
    await user.type(screen.getByLabelText(text.name, { exact: false }), 'Jane Doe');
    await user.type(screen.getByLabelText(text.cafNumber, { exact: false }), '0312-45678R');
    await user.type(screen.getByLabelText(text.ptin, { exact: false }), 'P01234567');
    await user.selectOptions(screen.getByLabelText(text.designation), 'b');
    await user.type(screen.getByLabelText(text.signedFormsAddress), 'TaxBack, 1 Front St, Toronto ON');
    await user.click(screen.getByRole('button', { name: text.save }));

    expect(await screen.findByText(text.saved)).toBeTruthy();
    const [saved] = callsTo(fetchMock, 'PUT', '/admin/settings/representatives');
    expect(JSON.parse(String(saved?.[1]?.body))).toEqual({
      representatives: [{ name: 'Jane Doe', cafNumber: '0312-45678R', ptin: 'P01234567', designation: 'b' }],
      signedFormsAddress: 'TaxBack, 1 Front St, Toronto ON',
    });
  });
});
