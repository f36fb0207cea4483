/** Accessibility audits with axe (the engine of @axe-core/playwright) for the end-to-end tests. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** The WCAG 2.2 AA rule set: every level A and AA rule of WCAG 2.0, 2.1 and 2.2. */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe leaves its experimental rules out of a run by tags, also those that test a WCAG A or AA
 * success criterion; these are switched on. label-content-name-mismatch (2.5.3 Label in Name) is
 * among them: a control's accessible name must contain its visible text.
 */
export const EXPERIMENTAL_WCAG_RULES = [
  'label-content-name-mismatch',
  'css-orientation-lock',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
];

/** The two screens every page is audited on. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One violation per block: rule id, impact, what it asks, and every element it found (its selector and why). */
export function formatViolations(violations: readonly Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const why = (node.failureSummary ?? '').split('\n').map((line) => `      ${line.trim()}`);
        return [`    - ${node.target.map(String).join(' >> ')}`, ...why].join('\n');
      });
      return [`${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}`, `  ${violation.helpUrl}`, ...nodes].join(
        '\n',
      );
    })
    .join('\n\n');
}

/** The page's WCAG 2.2 AA violations as axe finds them now. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  const rules = Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((rule) => [rule, { enabled: true }]));
  // A page without frames is audited in itself (axe's legacy mode): the frame-by-frame mode opens
  // a blank page of its own to put the frames' results together, two thirds of the CPU of an audit
  // (3.3 → 1.2 CPU-seconds for a list of cards). A page with a frame gets the frame-by-frame audit.
  const framed = page.frames().length > 1;
  // only violations are gathered (not passes and incomplete checks): a list of 24 cards audits in half the time
  const results = await new AxeBuilder({ page })
    .setLegacyMode(!framed)
    .options({ rules, resultTypes: ['violations'] })
    .withTags(WCAG_22_AA_TAGS)
    .analyze();
  return results.violations;
}

/** Resolves once the browser has drawn the page twice more (after a resize, the layout has settled). */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * Audits the page as it stands on a phone and on a desktop, without reloading (the page keeps its
 * state: an open dialog, a checkout step), scrolled to the top as it opens: at another scroll
 * position the sticky header covers whatever passes under it, which axe counts against those
 * targets' size. A violation fails the test softly, so one run reports every screen's findings;
 * a screenshot of the failing view is kept with the test's results.
 */
export async function expectNoViolations(page: Page, screen: string): Promise<void> {
  for (const [device, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await nextFrames(page);
    const violations = await axeViolations(page);
    if (violations.length > 0) {
      const path = test.info().outputPath(`${screen} ${device}.png`.replace(/[^\w.-]+/g, '-'));
      await page.screenshot({ path, fullPage: true });
      await test.info().attach(`${screen} (${device})`, { path, contentType: 'image/png' });
    }
    expect.soft(violations.length, `axe on ${screen} (${device}, ${page.url()}):\n\n${formatViolations(violations)}\n`).toBe(0);
  }
  await page.setViewportSize(VIEWPORTS.phone);
}
