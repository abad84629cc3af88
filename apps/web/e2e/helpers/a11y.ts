import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe on `page`, run inside the page itself (axe's legacy mode). The default mode finishes each
 * run in a blank page of its own that loads axe again: about half of every run's CPU, and axe
 * was most of the browser tests' CPU. Legacy mode cannot enter cross-origin frames; the pages
 * checked have none of their own (the embed test checks the framed page by its own address).
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

export interface A11yCheck {
  /** Left out of the check, e.g. Leaflet's own controls, which are the library's. */
  exclude?: string[];
  /** Only this part of the page. */
  include?: string;
  /** Rules to switch on beyond axe's defaults (e.g. 'label-content-name-mismatch'). */
  rules?: string[];
}

/**
 * The serious and critical axe findings on the page, one line each. Toasts are left out (axe
 * reads them mid-animation, half transparent, and reports contrast).
 */
export async function seriousA11yViolations(page: Page, check: string[] | A11yCheck = {}): Promise<string[]> {
  const { exclude = [], include, rules = [] } = Array.isArray(check) ? { exclude: check } : check;
  let builder = axeOn(page).exclude('.Toastify');
  for (const selector of exclude) builder = builder.exclude(selector);
  if (include) builder = builder.include(include);
  if (rules.length) builder = builder.options({ rules: Object.fromEntries(rules.map((id) => [id, { enabled: true }])) });
  const result = await builder.analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** How far the page scrolls sideways (0 or less: it fits the window). */
export const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
