/** Whether an error is a failed dynamic import; Chromium, Firefox and Safari word it differently. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
}
