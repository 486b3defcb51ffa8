/** The language, read so that a Preact page renders again when it changes (React pages use `useSignals()`). */
import { useEffect, useState } from 'preact/hooks';
import { locale, type Locale } from '../../lib/i18n';

export function useLocale(): Locale {
  const [current, setCurrent] = useState(locale.value);
  // subscribe() calls back at once with the current value, so a change before this effect is not missed.
  useEffect(() => locale.subscribe(setCurrent), []);
  return current;
}
