/** The generation, check and use status of a card as coloured tags (texts: assets.gen<n>, assets.check<n>, assets.inUse). */
import { Badge } from '@mantine/core';
import type { AssetCheckStatus, AssetGenStatus } from '../../../server/contracts/asset';
import { t } from '../../lib/i18n';

const GEN_COLOR: Record<AssetGenStatus, string> = { '0': 'orange', '1': 'green' };
const CHECK_COLOR: Record<AssetCheckStatus, string> = { '0': 'gray', '1': 'blue', '2': 'red' };

export function GenTag({ status }: { status: AssetGenStatus }) {
  return (
    <Badge variant="light" color={GEN_COLOR[status]} data-ht="gen-status" data-status={status}>
      {t(`assets.gen${status}`)}
    </Badge>
  );
}

export function CheckTag({ status }: { status: AssetCheckStatus }) {
  return (
    <Badge variant="light" color={CHECK_COLOR[status]} data-ht="check-status" data-status={status}>
      {t(`assets.check${status}`)}
    </Badge>
  );
}

/** In use, or disposed of on its date. */
export function UseTag({ disposalDate }: { disposalDate: string }) {
  return (
    <Badge variant="light" color={disposalDate ? 'gray' : 'teal'} data-ht="use-status" data-disposed={disposalDate ? 'true' : 'false'}>
      {disposalDate ? t('assets.disposedOn', { date: disposalDate }) : t('assets.inUse')}
    </Badge>
  );
}
