/** A rough browser / OS name from a User-Agent, for login logs when the shell does not send them. */

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/HeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/Windows NT 10/, 'Windows 10'],
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'Mac OS X'],
  [/Linux/, 'Linux'],
];

export function parseUserAgent(ua: string): { browser: string; os: string } {
  const b = BROWSERS.find(([re]) => re.test(ua));
  const version = b ? b[0].exec(ua)?.[1] : undefined;
  const os = SYSTEMS.find(([re]) => re.test(ua));
  return { browser: b ? `${b[1]} ${version ?? ''}`.trim() : 'Unknown', os: os ? os[1] : 'Unknown' };
}
