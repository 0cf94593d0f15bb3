import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { callsTo, fakeApi } from './helpers/fake-api';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { sessionOf } from './helpers/amplify-session';
import { applicationServer, profileOf, signInAda, skipAnimations } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const { step1, profileForm: labels } = copy;
const field = (label: string) => screen.getByLabelText(label, { exact: false });

async function fillProfile(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(labels.firstName), 'Ada');
  await user.type(field(labels.lastName), 'Lovelace');
  await user.type(field(labels.addressLine1), '12 King St');
  await user.type(field(labels.city), 'Toronto');
  await user.selectOptions(field(labels.province), 'Ontario');
  await user.type(field(labels.postalCode), 'm5h 1a1');
  const dateOfBirth = within(screen.getByRole('group', { name: labels.dateOfBirth }));
  await user.type(dateOfBirth.getByLabelText(copy.dateField.day), '10');
  await user.selectOptions(dateOfBirth.getByLabelText(copy.dateField.month), '12');
  await user.type(dateOfBirth.getByLabelText(copy.dateField.year), '1985');
}

describe('/step1 profile form', () => {
  beforeEach(skipAnimations);

  it('asks for the required fields, then for a valid phone', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    const fetchMock = fakeApi({ ...signInAda() });
    renderApp('/step1');

    await user.click(await screen.findByRole('button', { name: step1.confirm }));
    expect(error).toHaveBeenCalledWith(step1.missingFieldsTitle, { description: step1.missingFieldsBody });
    expect(screen.getAllByText(copy.validation.required).length).toBeGreaterThanOrEqual(5);

    await fillProfile(user);
    await user.type(field(labels.phone), '012');
    await user.click(screen.getByRole('button', { name: step1.confirm }));
    expect(await screen.findByText(copy.profile.invalidPhone)).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/profile')).toHaveLength(0);
  });

  it('saves a new profile with version 0, the postal code upper-cased, and opens the application', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const fetchMock = fakeApi({
      ...signInAda(),
      'PUT /profile': (body) => ({ status: 200, body: profileOf({ ...(body as object), version: 1, itin: '' }) }),
      ...applicationServer(null).handlers,
    });
    const { router } = renderApp('/step1');

    await screen.findByRole('button', { name: step1.confirm });
    expect((field(labels.countryOfBirth) as HTMLSelectElement).value).toBe('Canada');
    await fillProfile(user);
    expect((field(labels.postalCode) as HTMLInputElement).value).toBe('M5H 1A1');
    await user.click(screen.getByRole('button', { name: step1.confirm }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/application'));
    // The wizard's question says it all: no toast covers it.
    expect(success).not.toHaveBeenCalled();
    const [save] = callsTo(fetchMock, 'PUT', '/profile');
    expect(JSON.parse(String(save?.[1]?.body))).toMatchObject({
      version: 0,
      firstName: 'Ada',
      postalCode: 'M5H 1A1',
      dateOfBirth: '1985-12-10',
      countryOfBirth: 'Canada',
      phone: '',
    });
    expect(JSON.parse(String(save?.[1]?.body))).not.toHaveProperty('itin');
    expect(await screen.findByRole('heading', { name: copy.wizard.itin.title })).toBeTruthy();
  });

  it('fills the form from the stored profile, replacing a United States birth country by Canada', async () => {
    fakeApi({
      ...signInAda(),
      'GET /profile': () => ({
        status: 200,
        body: profileOf({ countryOfBirth: 'United States', phone: '+1 416 555 0100' }),
      }),
    });
    renderApp('/step1');

    await waitFor(() => expect((field(labels.firstName) as HTMLInputElement).value).toBe('Ada'));
    expect((field(labels.countryOfBirth) as HTMLSelectElement).value).toBe('Canada');
    expect((field(labels.phone) as HTMLInputElement).value).toBe('+1 416 555 0100');
    const dateOfBirth = within(screen.getByRole('group', { name: labels.dateOfBirth }));
    expect((dateOfBirth.getByLabelText(copy.dateField.day) as HTMLInputElement).value).toBe('10');
    expect((dateOfBirth.getByLabelText(copy.dateField.month) as HTMLSelectElement).value).toBe('12');
    expect((dateOfBirth.getByLabelText(copy.dateField.year) as HTMLInputElement).value).toBe('1985');
  });

  it('refills the form from the version saved elsewhere when the save is stale', async () => {
    const user = userEvent.setup();
    const warning = vi.spyOn(toast, 'warning');
    fakeApi({
      ...signInAda(),
      'GET /profile': () => ({ status: 200, body: profileOf() }),
      'PUT /profile': () => ({
        status: 409,
        body: {
          code: 'conflict',
          message: copy.common.conflict,
          current: profileOf({ city: 'Ottawa', version: 3 }),
        },
      }),
    });
    renderApp('/step1');

    await waitFor(() => expect((field(labels.city) as HTMLInputElement).value).toBe('Toronto'));
    await user.clear(field(labels.lastName));
    await user.type(field(labels.lastName), 'Byron');
    await user.click(screen.getByRole('button', { name: step1.confirm }));

    await waitFor(() => expect((field(labels.city) as HTMLInputElement).value).toBe('Ottawa'));
    expect(warning).toHaveBeenCalledWith(labels.conflictTitle, { description: labels.conflictBody });
  });

  it('tells a signed-out visitor to sign in and sends them to /auth', async () => {
    const error = vi.spyOn(toast, 'error');
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));
    fakeApi({});
    const { router } = renderApp('/step1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(error).toHaveBeenCalledWith(copy.auth.sessionExpiredTitle, {
      id: 'session-expired',
      description: copy.auth.sessionExpiredBody,
    });
  });

  it.each([
    ['the server refuses the save', 'server', copy.common.serverError],
    ['the save gets no answer', 'network', step1.saveFailedRetry],
  ] as const)('says "Error" when %s', async (_case, failure, description) => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    const fetchMock = fakeApi({ ...signInAda(), 'PUT /profile': () => ({ status: 500 }) });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (failure === 'network' && init?.method === 'PUT') throw new TypeError('Failed to fetch');
      return answer(input, init);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/step1');

    await screen.findByRole('button', { name: step1.confirm });
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: step1.confirm }));

    await waitFor(() => expect(error).toHaveBeenCalledWith(copy.common.error, { description }));
  });
});
