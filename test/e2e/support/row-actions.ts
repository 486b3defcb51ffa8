/**
 * Clicks a list row's action wherever RowActions (src/ui/RowActions.tsx) put it: its button in the row, or,
 * when the row has more actions than fit, the item of the row's 更多 menu, which carries the same name and hook.
 */
import type { Page } from 'puppeteer-core';

/** `row` selects the row (the first match), `action` the action by attribute (`[aria-label="…"]`, `[data-ht="…"]`). */
export async function clickRowAction(page: Page, row: string, action: string): Promise<void> {
  const handle = await page.waitForSelector(row);
  const inline = await handle!.$(action);
  if (inline) return inline.click();
  const more = await handle!.$('[data-ht="row-more"]');
  if (!more) throw new Error(`no ${action} in ${row}, neither as a button nor under 更多`);
  await more.click();
  await page.click(`[role="menu"] [role="menuitem"]${action}`);
}
