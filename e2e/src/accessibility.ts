import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface Violation {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending nodes. */
  nodes: string[];
}

/** The rule of every axe-core violation on the page as it is now, whatever its impact. */
export async function violationIds(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  // A string, as the e2e project compiles without the DOM types.
  return page.evaluate<string[]>('axe.run().then((result) => result.violations.map((violation) => violation.id))');
}

/** Runs axe-core on the page as it is now and returns its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async () => {
    const { axe, document } = globalThis as any;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation: any) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map((node: any) => node.target.join(' ')),
    })) as Violation[];
  });
  return violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
}

/** One line per violation, to read in a failure message: rule, impact, what it means, where. */
export const describeViolations = (violations: Violation[]) =>
  violations.map(({ rule, impact, help, nodes }) => `${rule} (${impact}): ${help} — ${nodes.join(' | ')}`);

/**
 * Presses Tab (or Shift+Tab) until `target` has the keyboard focus, as a keyboard user moves through a
 * page; fails when it is not reached within `maxPresses`.
 */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', maxPresses = 40) {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === (element as any).ownerDocument.activeElement)) return;
  }
  throw new Error(`${key} never reached ${target} within ${maxPresses} presses`);
}
