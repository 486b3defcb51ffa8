/** @jsxImportSource preact */
/**
 * The top row of every signed-out card (login in its variants, registration): the product's mark and
 * name on the left, the language switch on the right. The mark is the favicon's (public/favicon.svg),
 * inline so the first screen fetches no image for it.
 */
import { LOCALES, t, type Locale } from '../../lib/i18n';
import { setLocale } from '../../state/settings.model';
import { useLocale } from './use-locale';

function ProductMark() {
  return (
    <svg class="ht-brand-mark" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#1890ff" />
      <path d="M9 8h4v6h6V8h4v16h-4v-6h-6v6H9z" fill="#fff" />
    </svg>
  );
}

export function CardHead() {
  const language = useLocale();
  return (
    <div class="ht-card-head">
      <span class="ht-brand">
        <ProductMark />
        {t('app.defaultTitle')}
      </span>
      {/* A native select, so scripts pick the language with page.select (examples/rpa/session.ts). */}
      <select class="ht-lang" aria-label={t('app.language')} value={language} onChange={(e) => setLocale(e.currentTarget.value as Locale)} data-ht="language-switch">
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {t(`app.languageName.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
