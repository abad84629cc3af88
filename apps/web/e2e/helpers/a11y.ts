import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { JSDOM } from 'jsdom';
import type { Page } from 'playwright-core';

/**
 * axe on `page`, run inside the page itself (axe's legacy mode). The default mode finishes each
 * run in a blank page of its own that loads axe again: about half of every run's CPU, and axe
 * was most of the browser tests' CPU. Legacy mode cannot enter cross-origin frames; the pages
 * checked have none of their own (the embed test checks the framed page by its own address).
 */
const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

type AxeRule = { id: string; impact?: string | null };
let neverSerious: string[] | undefined;

/**
 * The rules whose findings are at most moderate whatever they find: axe gives every finding of a
 * rule with an impact of its own that impact. The checks below look for serious and critical
 * findings only, so these rules are left out of them: the answer is the same, and a run of axe
 * on a page took a quarter to a third less time. Read from axe's own rule table, so a new
 * version of axe is followed.
 */
export function rulesNeverSerious(): string[] {
  if (neverSerious) return neverSerious;
  const { window } = new JSDOM('', { runScripts: 'outside-only' });
  window.eval(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  const rules = (window as unknown as { axe: { _audit: { rules: AxeRule[] } } }).axe._audit.rules;
  neverSerious = rules.filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate').map((rule) => rule.id);
  window.close();
  return neverSerious;
}

/**
 * axe on `page` for serious and critical findings only (rulesNeverSerious), with `extraRules`
 * (rules axe leaves off by default, e.g. 'label-content-name-mismatch') switched on.
 */
export function seriousAxeOn(page: Page, extraRules: string[] = []) {
  const rules = Object.fromEntries([...rulesNeverSerious().map((id) => [id, { enabled: false }]), ...extraRules.map((id) => [id, { enabled: true }])]);
  return axeOn(page).options({ rules });
}

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
  let builder = seriousAxeOn(page, rules).exclude('.Toastify');
  for (const selector of exclude) builder = builder.exclude(selector);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** How far the page scrolls sideways (0 or less: it fits the window). */
export const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
