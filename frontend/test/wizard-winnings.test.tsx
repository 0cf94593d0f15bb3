import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationView } from '@taxback/shared/application/schemas';
import { copy } from '@taxback/shared/copy';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './helpers/fake-api';
import { applicationOf, applicationServer, profileOf, signInAda, skipAnimations } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const { wizard } = copy;
const text = wizard.winnings;

function openWizard(application: ApplicationView) {
  const server = applicationServer(application);
  fakeApi({ ...signInAda(), 'GET /profile': () => ({ status: 200, body: profileOf() }), ...server.handlers });
  renderApp('/application');
  return server;
}

const continueButton = () => screen.getByRole('button', { name: wizard.continue }) as HTMLButtonElement;

describe('the winnings step', () => {
  beforeEach(skipAnimations);

  it('asks each form’s figures and the losses, draws the estimate, and saves them together on Continue', async () => {
    const user = userEvent.setup();
    const server = openWizard(
      applicationOf({ currentStep: 9, hasItin: true, itinIsActive: 'yes', taxYears: ['2024'], hasAll1042s: true }),
    );
    await screen.findByRole('heading', { name: text.title });
    // An untouched form is left out: Continue is open, and the refund is not estimated yet.
    expect(continueButton().disabled).toBe(false);
    expect(screen.getByText(text.noForms)).toBeTruthy();

    const form = screen.getByRole('group', { name: text.formTitle(1) });
    await user.selectOptions(within(form).getByLabelText(copy.estimator.game), copy.estimator.games['slot-machine']);
    await user.type(within(form).getByLabelText(copy.estimator.winnings), '2000');
    // A form begun but not finished holds Continue, and says why.
    expect(continueButton().disabled).toBe(true);
    expect(screen.getByText(text.incomplete)).toBeTruthy();

    await user.type(within(form).getByLabelText(copy.estimator.withheld), '600');
    await user.type(within(form).getByLabelText(copy.claimFigures.agentName), 'Bellagio LLC');
    await user.type(within(form).getByLabelText(copy.claimFigures.agentEin), '880123456');
    await user.type(within(form).getByLabelText(copy.claimFigures.totalCredit), '600');
    await user.type(screen.getByLabelText(copy.claimFigures.losses('2024')), '1000');
    await waitFor(() => expect(continueButton().disabled).toBe(false));

    // A Canadian deducts the losses: 30% of US$1,000 is owed, US$300 of the US$600 comes back; the fee is US$249.
    const picture = screen.getByTestId('refund-picture');
    expect(
      within(picture).getByText(
        copy.estimator.picture.summary('US$600.00', 'US$300.00', 'US$300.00', 'US$249.00', 'US$51.00'),
      ),
    ).toBeTruthy();

    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: wizard.upload.title })).toBeTruthy();
    expect(server.stored).toMatchObject({
      form1042sEntries: [
        {
          taxYear: '2024',
          game: 'slot-machine',
          winningsCents: 200_000,
          federalWithheldCents: 60_000,
          withholdingAgentName: 'Bellagio LLC',
          withholdingAgentEin: '88-0123456',
          incomeCode: '28',
          totalWithholdingCreditCents: 60_000,
        },
      ],
      lossesByYear: { '2024': 100_000 },
    });
  });

  it('refuses more tax withheld than won, as the server would', async () => {
    const user = userEvent.setup();
    openWizard(applicationOf({ currentStep: 9, hasItin: false, taxYears: ['2024'], hasAll1042s: true }));
    const form = within(await screen.findByRole('group', { name: text.formTitle(1) }));
    await user.type(form.getByLabelText(copy.estimator.winnings), '100');
    await user.type(form.getByLabelText(copy.estimator.withheld), '600');
    expect(form.getByText(copy.estimator.withheldOverWinnings)).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
  });
});
