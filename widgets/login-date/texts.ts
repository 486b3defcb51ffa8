/**
 * The login-date picker's texts (the widget may run without the shell's i18n table).
 * @public exported for test/unit/text-parity.test.ts, which finds every zh/en table by import.
 */
export const TEXTS = {
  zh: { label: '登录日期', period: '会计期间 {{year}}年{{period}}期', noPeriod: '无会计期间' },
  en: { label: 'Login date', period: 'Period {{year}}-{{period}}', noPeriod: 'No accounting period' },
} as const;
export const textsOf = (locale: string | undefined) => TEXTS[locale === 'en' ? 'en' : 'zh'];
