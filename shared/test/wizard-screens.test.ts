import { describe, expect, it } from 'vitest';
import { screenOf, screenPosition, WIZARD_SCREENS, type WizardStep } from '../src/application/wizard';

describe('the step header’s place of each wizard step', () => {
  it.each([
    [1, 1, 'itin'],
    [2, 2, 'years'],
    [3, 3, 'formsOnHand'],
    [4, 4, 'missingForms'],
    [5, 5, 'upload'],
    // Step 6 is never a screen of its own: it shows the upload screen.
    [6, 5, 'upload'],
    [7, 6, 'delivery'],
    [8, 7, 'done'],
  ] as const)('step %i is screen %i of 7, named by %s', (step, number, section) => {
    expect(screenPosition(screenOf(step as WizardStep))).toEqual({ number, total: 7, section });
  });

  it('counts each screen once', () => {
    expect(new Set(WIZARD_SCREENS.map((entry) => entry.screen)).size).toBe(WIZARD_SCREENS.length);
  });
});
