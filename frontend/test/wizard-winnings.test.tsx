import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationOf, skipAnimations } from './helpers/journey';
import { openWizard } from './helpers/wizard';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const { wizard } = copy;
const text = wizard.winnings;

/** A claim answered to the end: no ITIN, one year, every form held, delivery by email. */
const answered = {
  currentStep: 7,
  hasItin: false,
  taxYears: ['2024'],
  hasAll1042s: true,
  formDeliveryPreference: 'email' as const,
};

const continueButton = () => screen.getByRole('button', { name: wizard.continue }) as HTMLButtonElement;

describe('the winnings step', () => {
  beforeEach(skipAnimations);

  it('asks each form’s figures and the losses, draws the estimate, and saves them together on Continue', async () => {
    const user = userEvent.setup();
    const { server } = openWizard(
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

    // A second form typed adds an extra form to the running total before anything is saved.
    await user.click(screen.getByRole('button', { name: `+ ${text.add}` }));
    const second = within(screen.getByRole('group', { name: text.formTitle(2) }));
    expect(screen.getByText(wizard.feeSoFar('US$249.00'))).toBeTruthy();
    await user.selectOptions(second.getByLabelText(copy.estimator.game), copy.estimator.games.keno);
    await user.type(second.getByLabelText(copy.estimator.winnings), '1500');
    await user.type(second.getByLabelText(copy.estimator.withheld), '450');
    await user.type(second.getByLabelText(copy.claimFigures.agentName), 'Bellagio LLC');
    await user.type(second.getByLabelText(copy.claimFigures.agentEin), '880123456');
    await user.type(second.getByLabelText(copy.claimFigures.totalCredit), '450');
    expect(await screen.findByText(wizard.feeSoFar('US$274.00'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: text.remove(2) }));
    expect(await screen.findByText(wizard.feeSoFar('US$249.00'))).toBeTruthy();

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

describe('the review before paying', () => {
  beforeEach(skipAnimations);

  it('says "not estimated yet" without figures, never US$0.00, and each Edit link opens the step that sets it', async () => {
    const user = userEvent.setup();
    openWizard(applicationOf({ ...answered, estimatedRefundCents: null }), '/application?fromPayment=1');
    await screen.findByRole('heading', { name: wizard.done.title });
    const done = wizard.done;
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

    expect(value(done.estimate)).toContain(copy.refundStatus.notEstimated);
    expect(value(done.youKeep)).toBe(copy.refundStatus.notEstimated);
    expect(screen.queryByText('US$0.00')).toBeNull();
    expect(screen.queryByTestId('refund-picture')).toBeNull();
    expect(value(done.itin)).toContain(done.itinValues.application);
    expect(screen.getByLabelText(copy.paymentPage.summaryTitle).textContent).toContain(copy.paymentPage.lines.itin);

    await user.click(screen.getByRole('button', { name: done.editLabel(done.estimate) }));
    expect(await screen.findByRole('heading', { name: text.title })).toBeTruthy();
  });

  it('draws the estimate and says what the customer keeps once the figures give one', async () => {
    openWizard(
      applicationOf({
        ...answered,
        estimatedRefundCents: 150_000,
        form1042sEntries: [
          { id: 'f1', taxYear: '2024', game: 'slot-machine', winningsCents: 1_000_000, federalWithheldCents: 300_000 },
        ],
      }),
      '/application?fromPayment=1',
    );
    await screen.findByRole('heading', { name: wizard.done.title });
    const keep = screen.getByText(wizard.done.youKeep, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(keep).toBe('US$1,151.00');
    expect(within(screen.getByTestId('refund-picture')).getByText('US$3,000.00')).toBeTruthy();
  });
});
