/**
 * The shared pagination control (SPEC.md section 2 "Layout"): total, sizes, prev, pager, next, jumper.
 * Mantine's Pagination.Root supplies state and styles; the pager slots come from `pagerItems` so the
 * 7-button layout users know from the original product is kept (Mantine's own range differs).
 */
import { Group, NumberInput, Pagination as MantinePagination, Select, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { t } from '../lib/i18n';
import { clampPage, morePage, pageCountOf, pageSizeOptions, pagerItems, PAGE_SIZE_ALL, PAGE_SIZES, PAGER_BUTTONS } from './pager';
import { scrollToTop } from './scroll-to-top';

export { DEFAULT_PAGE_SIZE, PAGE_SIZE_ALL, PAGE_SIZES, pagerItems, pageSizeOptions } from './pager';

export type PageChange = { pageNum: number; pageSize: number };

export type PaginationProps = {
  total: number;
  pageNum: number;
  pageSize: number;
  onChange(change: PageChange): void;
  /** Size options; SPEC.md's 500 / 1000 / 2000 / all by default (the current size is added when missing). */
  sizes?: readonly number[];
  /** false: stay where the user is after a change (e.g. a pager inside a dialog). Default true. */
  autoScroll?: boolean;
  /** What to scroll to the top; the document by default. */
  scrollTarget?: () => HTMLElement | null;
};

/** The label of a size option ("all" for the unpaged size, from the text tables). */
export function pageSizeLabel(size: number): string {
  return size === PAGE_SIZE_ALL ? t('ui.pagination.all') : t('ui.pagination.size', { size });
}

export function Pagination({ total, pageNum, pageSize, onChange, sizes = PAGE_SIZES, autoScroll = true, scrollTarget }: PaginationProps) {
  useSignals();
  const pageCount = pageCountOf(total, pageSize);
  const current = clampPage(pageNum, pageCount);

  const change = (next: PageChange) => {
    onChange(next);
    if (autoScroll) scrollToTop(scrollTarget?.());
  };
  const goTo = (page: number) => {
    const target = clampPage(page, pageCount);
    if (target !== current) change({ pageNum: target, pageSize });
  };
  const setSize = (size: number) => {
    // The current page may not exist at the new size: start again at 1 (as the original product does).
    change({ pageNum: current * size > total ? 1 : current, pageSize: size });
  };

  return (
    <Group
      gap="sm"
      wrap="wrap"
      justify="flex-end"
      py="xs"
      role="navigation"
      aria-label={t('ui.pagination.label')}
      data-ht="pagination"
      data-page-num={current}
      data-page-size={pageSize}
      data-total={total}
    >
      <Text size="sm" data-ht="pagination-total">
        {t('ui.pagination.total', { total })}
      </Text>
      <Select
        size="xs"
        w={120}
        aria-label={t('ui.pagination.sizes')}
        data={pageSizeOptions(pageSize, sizes).map((size) => ({ value: String(size), label: pageSizeLabel(size) }))}
        value={String(pageSize)}
        allowDeselect={false}
        onChange={(value) => value && setSize(Number(value))}
        data-ht="page-size"
      />
      <MantinePagination.Root total={pageCount} value={current} onChange={goTo} size="sm">
        <Group gap={4} wrap="nowrap">
          <MantinePagination.Previous aria-label={t('ui.pagination.prev')} data-ht="page-prev" />
          {pagerItems(current, pageCount, PAGER_BUTTONS).map((item) =>
            typeof item === 'number' ? (
              <MantinePagination.Control
                key={item}
                active={item === current}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('ui.pagination.page', { page: item })}
                onClick={() => goTo(item)}
                data-ht="page-button"
                data-page={item}
              >
                {item}
              </MantinePagination.Control>
            ) : (
              <MantinePagination.Control
                key={item}
                aria-label={t(item === 'prev-more' ? 'ui.pagination.prevMore' : 'ui.pagination.nextMore', { count: PAGER_BUTTONS - 2 })}
                onClick={() => goTo(morePage(item, current, pageCount))}
                data-ht="page-more"
              >
                …
              </MantinePagination.Control>
            ),
          )}
          <MantinePagination.Next aria-label={t('ui.pagination.next')} data-ht="page-next" />
        </Group>
      </MantinePagination.Root>
      <Jumper current={current} pageCount={pageCount} onJump={goTo} />
    </Group>
  );
}

/** "Go to [ n ]": commits on Enter or blur, clamped to the existing pages. */
function Jumper({ current, pageCount, onJump }: { current: number; pageCount: number; onJump(page: number): void }) {
  const [draft, setDraft] = useState<string | number>(current);
  useEffect(() => setDraft(current), [current]);
  const commit = () => {
    const page = clampPage(Number(draft), pageCount);
    setDraft(page);
    onJump(page);
  };
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" aria-hidden="true">
        {t('ui.pagination.goto')}
      </Text>
      <NumberInput
        size="xs"
        w={64}
        min={1}
        max={pageCount}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        aria-label={t('ui.pagination.jumper')}
        value={draft}
        onChange={setDraft}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        data-ht="page-jumper"
      />
      <Text size="sm" aria-hidden="true">
        {t('ui.pagination.pageSuffix')}
      </Text>
    </Group>
  );
}
