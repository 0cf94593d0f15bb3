import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { callsTo, fakeApi, type Handler } from './helpers/fake-api';
import { applicationOf, applicationServer, profileOf, signInAda, skipAnimations } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const addressForm = vi.hoisted(() => ({ loaded: false }));
vi.mock('@/features/claim/components/delivery-address-form', async (importOriginal) => {
  addressForm.loaded = true;
  return importOriginal();
});

const text = copy.wizard.delivery;

function openDeliveryStep(saveAddress: Handler) {
  const server = applicationServer(
    applicationOf({ currentStep: 7, hasItin: false, taxYears: ['2024'], hasAll1042s: true }),
  );
  const fetchMock = fakeApi({
    ...signInAda(),
    'GET /profile': () => ({ status: 200, body: profileOf() }),
    'PUT /profile/address': saveAddress,
    ...server.handlers,
  });
  renderApp('/application');
  return fetchMock;
}

async function moveToNewYork() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: text.edit }));
  await user.selectOptions(await screen.findByLabelText(text.country, { exact: false }), 'United States');
  await user.type(screen.getByLabelText(text.provinceOrState, { exact: false }), 'New York');
  await user.clear(screen.getByLabelText(copy.profileForm.city, { exact: false }));
  await user.type(screen.getByLabelText(copy.profileForm.city, { exact: false }), 'New York');
  await user.clear(screen.getByLabelText(text.postalOrZip, { exact: false }));
  await user.type(screen.getByLabelText(text.postalOrZip, { exact: false }), '10001');
  await user.click(screen.getByRole('button', { name: copy.common.save }));
}

describe("the delivery step's address", () => {
  beforeEach(skipAnimations);

  it('is shown from the profile, and its form (react-hook-form with it) loads only when the customer edits', async () => {
    const fetchMock = openDeliveryStep((body) => ({
      status: 200,
      body: profileOf({ ...(body as object), version: 3 }),
    }));
    expect(await screen.findByText('Toronto, Ontario, M5H 1A1')).toBeTruthy();
    expect(addressForm.loaded).toBe(false);

    await moveToNewYork();

    expect(await screen.findByText('New York, New York, 10001')).toBeTruthy();
    expect(addressForm.loaded).toBe(true);
    const [save] = callsTo(fetchMock, 'PUT', '/profile/address');
    expect(JSON.parse(String(save?.[1]?.body))).toMatchObject({
      country: 'United States',
      province: 'New York',
      city: 'New York',
      postalCode: '10001',
      version: 2,
    });
  });

  it('stays open with what was typed when the save fails, and says so', async () => {
    const error = vi.spyOn(toast, 'error');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openDeliveryStep(() => ({ status: 500, body: { code: 'internal', message: copy.common.serverError } }));

    await moveToNewYork();

    await waitFor(() => expect(error).toHaveBeenCalledWith(copy.common.error, { description: text.addressFailed }));
    expect((screen.getByLabelText(text.postalOrZip, { exact: false }) as HTMLInputElement).value).toBe('10001');
  });
});
