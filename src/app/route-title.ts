/**
 * The dictionaries of stored texts (src/lib/stored-texts.ts) join the shell with the signed-in area, so
 * the login page does not pay for them: importing this registers the route-title dictionary (page
 * titles and the catalogue's button names) and the built-in rows' texts, and every page drawn after
 * sign-in shows stored product texts in the UI language.
 */
import { registerMessages } from '../lib/i18n';
import { registerRouteTitles, routeTitle } from '../lib/stored-texts';
import { buttonTitles } from '../locales/button-titles';
import { builtinTexts } from '../locales/builtin-texts';
import { routeTitles } from '../locales/route-titles';

registerRouteTitles({ ...routeTitles, ...buttonTitles });
registerMessages('zh', builtinTexts.zh);
registerMessages('en', builtinTexts.en);

export { routeTitle };
