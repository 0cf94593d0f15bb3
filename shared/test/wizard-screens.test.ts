import { describe, expect, it } from 'vitest';
import { screenOf, screenPosition, WIZARD_SCREENS, type WizardStep } from '../src/claim/wizard';

describe('the step header’s place of each wizard step', () => {
  it.each([
    [1, 1, 'itin'],
    [2, 2, 'years'],
    [3, 3, 'formsOnHand'],
    // The winnings step is numbered 9 (step numbers are stored on claims) but shown after the forms on hand.
    [9, 4, 'winnings'],
    [4, 5, 'missingForms'],
    [5, 6, 'upload'],
    // Step 6 is never a screen of its own: it shows the upload screen.
    [6, 6, 'upload'],
    [7, 7, 'delivery'],
    [8, 8, 'done'],
  ] as const)('step %i is screen %i of 8, named by %s', (step, number, section) => {
    expect(screenPosition(screenOf(step as WizardStep))).toEqual({ number, total: 8, section });
  });

  it('counts each screen once', () => {
    expect(new Set(WIZARD_SCREENS.map((entry) => entry.screen)).size).toBe(WIZARD_SCREENS.length);
  });
});
