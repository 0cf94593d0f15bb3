import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { expect, it, vi } from 'vitest';
import { fakeApi } from './helpers/fake-api';
import { profileOf, signInAda } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const editForm = vi.hoisted(() => ({ loaded: false }));
vi.mock('@/features/account/components/profile-edit-form', async (importOriginal) => {
  editForm.loaded = true;
  return importOriginal();
});

it("the account page loads the profile's form (react-hook-form with it) only when the owner edits", async () => {
  const user = userEvent.setup();
  fakeApi({
    ...signInAda(),
    'GET /profile': () => ({ status: 200, body: profileOf({ itinMasked: '***-**-6789' }) }),
    'GET /profile/edit': () => ({ status: 200, body: profileOf({ itin: '123456789' }) }),
  });
  renderApp('/account');

  const edit = await screen.findByRole('button', { name: copy.accountPage.editProfile });
  expect(await screen.findByText('***-**-6789')).toBeTruthy();
  expect(editForm.loaded).toBe(false);

  await user.click(edit);
  expect(((await screen.findByLabelText(copy.profileForm.itin)) as HTMLInputElement).value).toBe('123-45-6789');
  expect(editForm.loaded).toBe(true);
});
