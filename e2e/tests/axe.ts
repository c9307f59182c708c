import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The page's serious and critical axe violations, each as "rule: help (targets)"; [] when none. `within` narrows the check to one area. */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // A modal fading in is half transparent: contrast is judged once it and every transition have settled.
  // (A spinner that turns forever is not waited for.)
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-state="opening"]') &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  const builder = new AxeBuilder({ page });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
