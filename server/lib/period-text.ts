/**
 * How the server names an accounting period in messages and task labels (`2026-03`). Its own module so the
 * period lock, depreciation, close and carry-forward can all use it without importing one another.
 */
export const periodText = (year: number, period: number) => `${year}-${String(period).padStart(2, '0')}`;
