/** Filling a CrudPage dialog (src/ui/crud/CrudForm) the way a user does: by field name and by visible label. */
import type { Page } from 'puppeteer-core';

/** The open add/edit dialog's form. */
export const FORM = 'form:has([data-ht="crud-save"])';

const nextFrame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

/**
 * Replaces the text of the dialog's input `name`, one key a frame, as a person types. A number field
 * (Mantine NumberInput, react-number-format) sets its caret in the frame after a click or a keystroke;
 * keys typed before that frame land at the stale caret (688 was saved as 886 on CI three times, once
 * even with a frame after the click). See README, For scripts.
 */
export async function typeInto(page: Page, name: string, value: string) {
  const selector = `${FORM} [name="${name}"]`;
  await page.click(selector, { clickCount: 3 });
  await nextFrame(page);
  await page.keyboard.press('Backspace');
  for (const key of value) {
    await nextFrame(page);
    await page.keyboard.type(key);
  }
}

/** Picks an option of a select in the dialog by its label and the option's text. */
export async function choose(page: Page, label: string, option: string) {
  await page.click(`${FORM} ::-p-aria([name="${label}"][role="combobox"])`);
  await page.click(`::-p-aria([name="${option}"][role="option"])`);
}
