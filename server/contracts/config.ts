/**
 * Config keys on the wire, with RuoYi's field names (DESIGN.md section 4). Platform-wide: every
 * hotel shares them. Types only.
 */

export type SysConfig = {
  configId: number;
  configName: string;
  configKey: string;
  configValue: string;
  /** 'Y' built in (the server or shell reads it): cannot be deleted, renamed or made 'N'. */
  configType: 'Y' | 'N';
  remark: string;
  /** Send back on PUT: a stale version is refused with 409. */
  version: number;
};

/** `POST /htservice/config`; `PUT` adds configId and version, every other field optional. */
export type ConfigBody = { configName: string; configKey: string; configValue?: string; configType?: 'Y' | 'N'; remark?: string };
export type ConfigUpdate = Partial<ConfigBody> & { configId: number; version: number };
