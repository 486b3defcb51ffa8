/** Filling a CrudPage dialog (src/ui/crud/CrudForm) the way a user does: by field name and by visible label. */
import type { Page } from 'puppeteer-core';

/** The open add/edit dialog's form. */
export const FORM = 'form:has([data-ht="crud-save"])';

/** Replaces the text of the dialog's input `name`. */
export async function typeInto(page: Page, name: string, value: string) {
  const selector = `${FORM} [name="${name}"]`;
  await page.click(selector, { clickCount: 3 });
  // A number field (Mantine NumberInput, react-number-format) sets its caret in the frame after a click;
  // keys typed before that frame land at the stale caret (688 was once saved as 886). See README, For scripts.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
  await page.keyboard.press('Backspace');
  await page.type(selector, value);
}

/** Picks an option of a select in the dialog by its label and the option's text. */
export async function choose(page: Page, label: string, option: string) {
  await page.click(`${FORM} ::-p-aria([name="${label}"][role="combobox"])`);
  await page.click(`::-p-aria([name="${option}"][role="option"])`);
}
