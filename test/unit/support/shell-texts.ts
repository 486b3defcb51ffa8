/**
 * Registers the texts the signed-in shell registers at start — its own zh/en tables, every module's and the
 * shared blocks' — so a page mounted in a unit test draws real words, as in the browser.
 */
import { registerModuleTexts } from '../../../src/app/module-pages';
import { registerMessages } from '../../../src/lib/i18n';
import { en } from '../../../src/locales/en';
import { zh } from '../../../src/locales/zh';
import { uiTexts } from '../../../src/ui/ui-texts';

export function registerShellTexts(): void {
  registerMessages('zh', zh);
  registerMessages('en', en);
  registerModuleTexts();
  registerMessages('zh', uiTexts.zh);
  registerMessages('en', uiTexts.en);
}
