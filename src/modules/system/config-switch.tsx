/**
 * Config keys that are switches show as one: the list reads On/Off with the stored code dimmed
 * beside it, and the edit dialog offers a switch rather than a text field for 'true'/'false'. A key is a
 * switch when the product reads it as one (the built-in keys below, with the codes the server compares
 * with), or, for a key someone added, when its stored value is one of the usual pairs (true/false, Y/N):
 * only once saved, so typing a value into a new key never turns the field into a switch under the cursor.
 */
import { Text } from '@mantine/core';
import { t } from '../../lib/i18n';
import type { SwitchCodes } from '../../ui/crud/crud-types';

/** Built-in switches and the codes the server compares with (server/db/config-values.ts, the shell's contact widget). */
const BUILTIN: Readonly<Record<string, SwitchCodes>> = {
  enableContactService: { on: '1', off: '0' },
  'sys.account.captchaEnabled': { on: 'true', off: 'false' },
  'sys.account.registerUser': { on: 'true', off: 'false' },
};
const PAIRS: readonly SwitchCodes[] = [
  { on: 'true', off: 'false' },
  { on: 'Y', off: 'N' },
];

/** The on/off codes of a config row when it is a switch; undefined when it is free text. */
export function configSwitch(values: { configId?: unknown; configKey?: unknown; configValue?: unknown }): SwitchCodes | undefined {
  const builtin = BUILTIN[String(values.configKey ?? '')];
  if (builtin) return builtin;
  if (values.configId === undefined || values.configId === null) return undefined;
  return PAIRS.find((pair) => values.configValue === pair.on || values.configValue === pair.off);
}

/** A stored value as the list shows it: On/Off with the code dimmed for a switch, the text itself otherwise. */
export function configValueCell(row: { configId: number; configKey: string; configValue: string }) {
  const codes = configSwitch(row);
  if (!codes || (row.configValue !== codes.on && row.configValue !== codes.off)) return <>{row.configValue}</>;
  return (
    <>
      {t(row.configValue === codes.on ? 'ui.crud.switchOn' : 'ui.crud.switchOff')}{' '}
      <Text span size="xs" c="dimmed" data-option-code>
        {row.configValue}
      </Text>
    </>
  );
}
