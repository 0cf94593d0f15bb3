/**
 * The amounts from which a casino reports a gambling win to the IRS, by game and by the year the win is paid. For a
 * nonresident the casino reports on Form 1042-S instead of Form W-2G; wins at blackjack, baccarat, craps, roulette
 * and big-6 wheel are not reported for nonresidents (IRS, "FAQs for Indian Tribal Governments regarding Nonresident
 * Alien Gambling Winnings", Q1).
 *
 * Up to 2025: Form W-2G, "Instructions to Winner", box 1 (read in the 2018 and 2020 forms; unchanged until the 2026
 * instructions): $1,200 or more from bingo or slot machines; $1,500 or more from keno (reduced by the wager); more
 * than $5,000 from a poker tournament (reduced by the wager or buy-in); $600 or more from other games when the payout
 * is at least 300 times the wager.
 * From 2026: the IRS's 2026 Instructions for Forms W-2G and 5754 (draft of December 2025) set the minimum threshold
 * for payments made in 2026 at $2,000 (OBBBA §70433). Only the slot machine and bingo figure is stated for 2026: how
 * the new minimum applies to keno, poker tournaments and other games was not confirmed, so no figure is given.
 */
export const REPORTING_THRESHOLDS = {
  /** Wins paid up to and including `lastYear`. */
  before: {
    lastYear: 2025,
    slotsAndBingoDollars: 1_200,
    kenoDollars: 1_500,
    /** Winnings must be more than this (not equal). */
    pokerTournamentAboveDollars: 5_000,
    otherGames: { dollars: 600, timesWager: 300 },
  },
  /** Wins paid from `firstYear` on (the minimum is adjusted for inflation in later years). */
  from: { firstYear: 2026, slotsAndBingoDollars: 2_000 },
} as const;
