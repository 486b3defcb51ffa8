/** Low-value consumables: the stock's value and lines, the lowest lines, the latest imports and the value per warehouse. */
import { Stack } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date';
import { t } from '../../../lib/i18n';
import { formatDecimal, formatFen } from '../../../lib/money';
import { Bars } from '../charts';
import { ChartFigure, D, PanelGrid, StatCard, StatGrid, TodoList } from '../parts';
import type { BoardProps } from './types';

const STOCK = 'consumables/stock/index';
const IMPORT = 'consumables/stockImport/index';

export function ConsumablesBoard({ data, link }: BoardProps<'consumables'>) {
  const { stock, imports } = data;
  return (
    <Stack>
      {stock ? (
        <StatGrid>
          <StatCard id="stockValue" label={D('consumables.value')} value={formatFen(stock.value)} href={link(STOCK)} />
          <StatCard id="stockLines" label={D('consumables.lines')} value={stock.lines} href={link(STOCK)} />
        </StatGrid>
      ) : null}
      <PanelGrid>
        {stock ? (
          <TodoList
            id="lowest"
            title={D('consumables.lowest')}
            hint={D('consumables.lowestHint')}
            empty={D('empty')}
            href={link(STOCK, { orderByColumn: 'quantity', isAsc: 'ascending' })}
            items={stock.lowest.map((item) => ({
              key: `${item.warehouse}\u0001${item.itemCode}`,
              title: `${item.itemName}（${item.itemCode}）`,
              detail: D('consumables.quantity', { warehouse: item.warehouse, quantity: formatDecimal(item.quantity), unit: item.unit }),
            }))}
          />
        ) : null}
        {imports ? (
          <TodoList
            id="imports"
            title={D('consumables.imports')}
            empty={D('empty')}
            href={link(IMPORT)}
            items={imports.map((task) => ({
              key: task.taskId,
              title: task.label,
              detail: `${t(`task.status.${task.status}`)} · ${task.userName} · ${formatDateTime(task.createTime)}`,
            }))}
          />
        ) : null}
      </PanelGrid>
      {stock ? (
        <ChartFigure id="value-by-warehouse" title={D('consumables.byWarehouse')} empty={stock.byWarehouse.length === 0}>
          <Bars data={stock.byWarehouse} dataKey="warehouse" series={[{ name: 'value', label: D('consumables.value') }]} valueFormatter={formatFen} valueScale={100} />
        </ChartFigure>
      ) : null}
    </Stack>
  );
}
