import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi } from './helpers/fake-api';
import { applicationServer, profileOf, signInAda, skipAnimations } from './helpers/journey';
import { renderApp } from './helpers/render-app';
import { openWizard } from './helpers/wizard';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = copy.wizard.itin;
const confirm = () => screen.getByRole('button', { name: copy.wizard.continue });
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

describe('wizard step 1: the ITIN question', () => {
  beforeEach(skipAnimations);

  const openItinStep = () =>
    openWizard(null, '/application', () => ({
      'PUT /profile/itin': (body) => ({
        status: 200,
        body: profileOf({ itinMasked: '***-**-6789', ...(body as object) }),
      }),
    }));

  it('enables Continue only once the questions are answered and an ITIN is typed', async () => {
    const user = userEvent.setup();
    const { server, fetchMock } = openItinStep();

    expect(await screen.findByRole('heading', { name: text.title })).toBeTruthy();
    expect(isDisabled(confirm())).toBe(true);
    // No chat button over the wizard's form: a "Need help?" link instead.
    expect(screen.queryByRole('button', { name: copy.chatbot.open })).toBeNull();
    expect(screen.getByRole('button', { name: copy.chatbot.needHelp })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: text.no }));
    expect(isDisabled(confirm())).toBe(false);
    await waitFor(() => expect(server.stored?.hasItin).toBe(false));
    expect(callsTo(fetchMock, 'POST', '/applications')).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: text.yes }));
    expect(isDisabled(confirm())).toBe(true);
    await user.click(screen.getByRole('radio', { name: text.active }));
    expect(isDisabled(confirm())).toBe(true);

    const itin = screen.getByLabelText(text.numberLabel, { exact: false });
    await user.type(itin, '123a456789');
    expect((itin as HTMLInputElement).value).toBe('123-45-6789');
    expect(isDisabled(confirm())).toBe(false);
    await waitFor(() => expect(server.stored).toMatchObject({ hasItin: true, itinIsActive: 'yes' }));

    await user.click(confirm());
    expect(await screen.findByRole('heading', { name: copy.wizard.years.title })).toBeTruthy();
    const [itinSave] = callsTo(fetchMock, 'PUT', '/profile/itin');
    expect(JSON.parse(String(itinSave?.[1]?.body))).toEqual({ itin: '123456789' });
    await waitFor(() => expect(server.stored?.currentStep).toBe(2));
  });

  it('asks the last tax year filed with the ITIN and says when it needs renewing', async () => {
    const user = userEvent.setup();
    const { server } = openItinStep();

    await user.click(await screen.findByRole('radio', { name: text.yes }));
    const lastFiled = screen.getByLabelText(text.lastFiledLabel, { exact: false });
    await user.type(lastFiled, '2019');
    await user.tab();
    await waitFor(() => expect(server.stored?.itinLastFiledYear).toBe('2019'));

    await user.click(screen.getByRole('radio', { name: text.inactive }));
    expect(await screen.findByText(text.renewal)).toBeTruthy();
  });

  it('asks for all nine digits before saving an ITIN', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openItinStep();

    await user.click(await screen.findByRole('radio', { name: text.yes }));
    await user.click(screen.getByRole('radio', { name: text.inactive }));
    await user.type(screen.getByLabelText(text.numberLabel, { exact: false }), '1234');
    await user.click(confirm());

    expect(await screen.findByText(copy.profile.itinInvalid)).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/profile/itin')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: text.title })).toBeTruthy();
  });

  it('sends a profile without a name or address back to /step1', async () => {
    fakeApi({
      ...signInAda(),
      'GET /profile': () => ({ status: 200, body: profileOf({ addressLine1: '' }) }),
      ...applicationServer(null).handlers,
    });
    const { router } = renderApp('/application');

    expect(await screen.findByRole('heading', { name: copy.step1.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/step1');
  });
});
