import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WITHHOLDING_RATE_PERCENT } from '@taxback/shared/constants';
import { copy, copyFor } from '@taxback/shared/copy';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { sessionOf } from './helpers/amplify-session';
import { fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { chooseLanguage, currentLanguage } from '@/lib/language';
import { registerEveryLanguage } from '@taxback/shared/catalogue/every-language';

registerEveryLanguage();

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = copy.estimator;

/**
 * The amount beside a label in a list of amounts (<dt> label, <dd> amount), the refund picture's legend aside. The
 * label is read whole: its form names ("Form W-7") are spans of their own.
 */
const amountOf = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll('dt > span:first-child')]
    .find((element) => element.textContent === label)!
    .closest('dt')!.nextElementSibling!.textContent;

/** The refund picture's figure for one part (withheld, irsKeeps, refund, fee, youKeep), as text. */
const pictured = (part: string) =>
  within(screen.getByTestId('refund-picture'))
    .getAllByRole('listitem')
    .find((item) => item.dataset.part === part)!.textContent;

const year = (taxYear: number) => screen.getByRole('group', { name: text.yearTitle(taxYear) });
const breakdown = (taxYear: number) => screen.getByRole('region', { name: text.breakdown.title(taxYear) });
const summary = () => screen.getByRole('region', { name: text.summaryTitle });

/** A signed-out visitor opens the estimator on a given day. */
async function openEstimator(today: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(today));
  amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));
  const fetchMock = fakeApi({});
  renderApp('/refund-estimator');
  await screen.findByRole('heading', { name: text.title, level: 1 });
  return fetchMock;
}

async function fillWin(win: HTMLElement, figures: { game?: string; won: string; withheld: string }) {
  const user = userEvent.setup();
  if (figures.game) await user.selectOptions(within(win).getByLabelText(text.game), figures.game);
  await user.type(within(win).getByLabelText(text.winnings), figures.won);
  await user.type(within(win).getByLabelText(text.withheld), figures.withheld);
}

describe('the refund estimator', () => {
  afterEach(() => vi.useRealTimers());

  it('works the example through: $2,000 won, $1,000 lost, $600 withheld gives $300, less the fee', async () => {
    const user = userEvent.setup();
    const fetchMock = await openEstimator('2026-11-22T12:00:00Z');

    const year2025 = year(2025);
    expect(within(year2025).getByText(copy.claimDeadline.claimBy('Jun 15, 2029'))).toBeTruthy();
    await fillWin(within(year2025).getByRole('group', { name: text.winTitle(1) }), { won: '2,000', withheld: '600' });
    await user.type(within(year2025).getByLabelText(text.losses(2025)), '1000');

    expect(amountOf(breakdown(2025), text.breakdown.taxable)).toBe('US$2,000.00');
    expect(amountOf(breakdown(2025), text.breakdown.losses)).toBe('−US$1,000.00');
    expect(amountOf(breakdown(2025), text.breakdown.taxOwed(WITHHOLDING_RATE_PERCENT))).toBe('US$300.00');
    expect(amountOf(breakdown(2025), text.breakdown.refund)).toBe('US$300.00');
    expect(within(breakdown(2025)).getByText(text.breakdown.lossesNote(100))).toBeTruthy();

    expect(amountOf(summary(), text.totalRefund)).toBe('US$300.00');
    expect(amountOf(summary(), copy.paymentPage.lines.itin)).toBe('US$100.00');
    expect(amountOf(summary(), text.feeTotal)).toBe('US$349.00');
    expect(amountOf(summary(), text.youKeep)).toBe('US$0.00');
    expect(within(summary()).getByText(text.feeExceedsRefund)).toBeTruthy();
    expect(within(summary()).getByText(text.noPromise)).toBeTruthy();

    await user.click(within(summary()).getByRole('checkbox', { name: text.hasItin }));
    expect(amountOf(summary(), text.feeTotal)).toBe('US$249.00');
    expect(amountOf(summary(), text.youKeep)).toBe('US$51.00');
    expect(within(summary()).queryByText(text.feeExceedsRefund)).toBeNull();
    // The same figures as a picture: withheld → the IRS keeps → refund → our fee → what you keep, said in words too.
    expect(pictured('withheld')).toBe(`${text.picture.withheld}US$600.00`);
    expect(pictured('irsKeeps')).toBe(`${text.picture.irsKeeps}US$300.00`);
    expect(pictured('refund')).toBe(`${text.picture.refund}US$300.00`);
    expect(pictured('fee')).toBe(`${text.picture.fee}US$249.00`);
    expect(pictured('youKeep')).toBe(`${text.picture.youKeep}US$51.00`);
    expect(
      screen.getByText(text.picture.summary('US$600.00', 'US$300.00', 'US$300.00', 'US$249.00', 'US$51.00')),
    ).toBeTruthy();
    // Worked out in the browser: the only request is the footer's company details.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(
      fetchMock.mock.calls.length ? ['https://api.test/company'] : [],
    );
  });

  it('says nothing of the fee before figures are typed, and refuses more withheld than won', async () => {
    await openEstimator('2026-11-22T12:00:00Z');
    expect(within(summary()).queryByText(text.feeExceedsRefund)).toBeNull();

    const win = within(year(2025)).getByRole('group', { name: text.winTitle(1) });
    await fillWin(win, { won: '5', withheld: '999,999' });
    expect(within(win).getByText(text.withheldOverWinnings)).toBeTruthy();
    expect(amountOf(summary(), text.totalRefund)).toBe('US$0.00');

    const tooMuch = within(year(2025)).getByLabelText(text.winnings);
    await userEvent.clear(tooMuch);
    await userEvent.type(tooMuch, '999999999999');
    expect(within(win).getByText(copy.wizard.missingForms.amountInvalid)).toBeTruthy();
  });

  it('refunds the whole withholding of an exempt game and does not net it against losses', async () => {
    const user = userEvent.setup();
    await openEstimator('2026-11-22T12:00:00Z');

    const year2025 = year(2025);
    await fillWin(within(year2025).getByRole('group', { name: text.winTitle(1) }), {
      game: text.games.blackjack,
      won: '1000',
      withheld: '300',
    });
    expect(within(year2025).getByText(text.exemptGame)).toBeTruthy();
    await user.click(within(year2025).getByRole('button', { name: `+ ${text.addWin}` }));
    await fillWin(within(year2025).getByRole('group', { name: text.winTitle(2) }), { won: '2000', withheld: '600' });
    await user.type(within(year2025).getByLabelText(text.losses(2025)), '5000');

    expect(amountOf(breakdown(2025), text.breakdown.taxable)).toBe('US$2,000.00');
    expect(amountOf(breakdown(2025), text.breakdown.exempt)).toBe('US$1,000.00');
    expect(amountOf(breakdown(2025), text.breakdown.losses)).toBe('−US$2,000.00');
    expect(amountOf(breakdown(2025), text.breakdown.refund)).toBe('US$900.00');
    expect(amountOf(summary(), copy.paymentPage.lines.additional1042s(1))).toBe('US$25.00');
    expect(amountOf(summary(), text.feeTotal)).toBe('US$374.00');
    expect(amountOf(summary(), text.youKeep)).toBe('US$526.00');
  });

  it('deducts only 90% of 2026 losses, totals the years and warns of a close deadline', async () => {
    const user = userEvent.setup();
    await openEstimator('2027-05-01T12:00:00Z');

    await fillWin(within(year(2026)).getByRole('group', { name: text.winTitle(1) }), { won: '2000', withheld: '600' });
    await user.type(within(year(2026)).getByLabelText(text.losses(2026)), '1000');
    expect(amountOf(breakdown(2026), text.breakdown.losses)).toBe('−US$900.00');
    expect(within(breakdown(2026)).getByText(text.breakdown.lossesNote(90))).toBeTruthy();
    expect(amountOf(breakdown(2026), text.breakdown.refund)).toBe('US$270.00');

    const addYears = screen.getByRole('group', { name: text.addYearGroup });
    await user.click(within(addYears).getByRole('button', { name: `+ ${text.addYear(2023)}` }));
    expect(within(year(2023)).getByText(copy.claimDeadline.closingSoon(45))).toBeTruthy();
    expect(within(year(2026)).queryByText(copy.claimDeadline.closingSoon(45))).toBeNull();
    await fillWin(within(year(2023)).getByRole('group', { name: text.winTitle(1) }), { won: '2000', withheld: '600' });
    await user.type(within(year(2023)).getByLabelText(text.losses(2023)), '1000');
    expect(amountOf(breakdown(2023), text.breakdown.refund)).toBe('US$300.00');

    expect(amountOf(summary(), text.yearRefund(2026))).toBe('US$270.00');
    expect(amountOf(summary(), text.yearRefund(2023))).toBe('US$300.00');
    expect(amountOf(summary(), text.totalRefund)).toBe('US$570.00');

    await user.click(within(year(2023)).getByRole('button', { name: text.removeYear(2023) }));
    expect(screen.queryByRole('group', { name: text.yearTitle(2023) })).toBeNull();
    expect(amountOf(summary(), text.totalRefund)).toBe('US$270.00');
  });

  it('assumes Canada first, and a resident of another country gets no loss deduction, only exempt games back', async () => {
    const user = userEvent.setup();
    await openEstimator('2026-11-22T12:00:00Z');

    const residence = screen.getByLabelText(text.residence.label);
    expect((residence as HTMLSelectElement).value).toBe('CA');
    expect(within(residence).getAllByRole('option')[0]!.textContent).toBe(text.residence.canada);
    expect(screen.getByText(text.residence.rules['canada-offset'])).toBeTruthy();

    const year2025 = year(2025);
    await fillWin(within(year2025).getByRole('group', { name: text.winTitle(1) }), { won: '2000', withheld: '600' });
    await user.click(within(year2025).getByRole('button', { name: `+ ${text.addWin}` }));
    await fillWin(within(year2025).getByRole('group', { name: text.winTitle(2) }), {
      game: text.games.roulette,
      won: '1000',
      withheld: '300',
    });
    await user.type(within(year2025).getByLabelText(text.losses(2025)), '1000');
    expect(amountOf(breakdown(2025), text.breakdown.refund)).toBe('US$600.00');

    await user.selectOptions(residence, text.residence.other);
    expect(screen.getByText(text.residence.rules['no-treaty-offset'])).toBeTruthy();
    expect(within(year(2025)).queryByLabelText(text.losses(2025))).toBeNull();
    expect(amountOf(breakdown(2025), text.breakdown.losses)).toBe('US$0.00');
    expect(within(breakdown(2025)).getByText(text.breakdown.lossesNotAllowed)).toBeTruthy();
    expect(amountOf(breakdown(2025), text.breakdown.taxOwed(WITHHOLDING_RATE_PERCENT))).toBe('US$600.00');
    expect(amountOf(breakdown(2025), text.breakdown.refund)).toBe('US$300.00');
    expect(amountOf(summary(), text.totalRefund)).toBe('US$300.00');

    // Back to Canada, the losses typed before count again.
    await user.selectOptions(residence, text.residence.canada);
    expect(amountOf(breakdown(2025), text.breakdown.refund)).toBe('US$600.00');
  });

  it('offers the same choice in French, Canada first, and explains the rules of another country', async () => {
    chooseLanguage('fr-CA');
    await expect.poll(currentLanguage).toBe('fr-CA');
    try {
      const fr = copyFor('fr-CA').estimator;
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
      amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));
      fakeApi({});
      renderApp('/refund-estimator');
      await screen.findByRole('heading', { name: fr.title, level: 1 });

      const residence = screen.getByLabelText(fr.residence.label);
      expect(
        within(residence)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([fr.residence.canada, fr.residence.other]);
      expect(screen.getByText(fr.residence.rules['canada-offset'])).toBeTruthy();
      await userEvent.setup().selectOptions(residence, fr.residence.other);
      // French keeps its non-breaking spaces ("30\u00a0%"), which the default normalizer would turn into plain ones.
      const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
      expect(screen.getByText(fr.residence.rules['no-treaty-offset'], asWritten)).toBeTruthy();
      expect(screen.getByText(fr.breakdown.lossesNotAllowed)).toBeTruthy();
    } finally {
      chooseLanguage('en');
    }
  });
});
