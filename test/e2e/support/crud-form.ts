/** Filling a CrudPage dialog (src/ui/crud/CrudForm) the way a user does: by field name and by visible label. */
import type { Page } from 'puppeteer-core';

/** The open add/edit dialog's form. */
export const FORM = 'form:has([data-ht="crud-save"])';

const nextFrame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

/**
 * Replaces the text of the dialog's input `name`, the new text entered in one input event (as a paste or
 * an input method does). Typed key by key, a number field (Mantine NumberInput, react-number-format)
 * re-places its caret a frame or more after each key, and a key that comes first lands at the stale
 * caret: CI saved 688 as 886 and as 868, with and without a frame between keys. See README, For scripts.
 */
export async function typeInto(page: Page, name: string, value: string) {
  const selector = `${FORM} [name="${name}"]`;
  await page.click(selector, { clickCount: 3 });
  await nextFrame(page);
  await page.keyboard.press('Backspace');
  await nextFrame(page);
  await page.keyboard.sendCharacter(value);
}

/** Picks an option of a select in the dialog by its label and the option's text. */
export async function choose(page: Page, label: string, option: string) {
  await page.click(`${FORM} ::-p-aria([name="${label}"][role="combobox"])`);
  await page.click(`::-p-aria([name="${option}"][role="option"])`);
}
