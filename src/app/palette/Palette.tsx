/**
 * The command palette (opened by open-palette.ts: Ctrl+K / Cmd+K or the header button): finds pages of every module the user may
 * enter by Chinese title, English title and pinyin (full and initials), fuzzy at threshold 0.4 and ranked
 * by recent use, and runs the shell's actions. Replaces the header search of SPEC.md.
 */
import { Spotlight, spotlight } from '@mantine/spotlight';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState } from 'react';
import { locale, t } from '../../lib/i18n';
import { createSearchIndex } from '../../lib/search';
import { recencyOf, recordUse } from '../../state/recent.model';
import { routes } from '../../state/routes.model';
import { routeTitle } from '../route-title';
import { paletteOpens } from './open-palette';
import { paletteItems, type PaletteItem } from './palette-items';

const LIMIT = 30;

export function Palette() {
  useSignals();
  const [query, setQuery] = useState('');
  const tree = routes.value;
  const items = useMemo(() => paletteItems(), [tree]);
  const index = useMemo(() => createSearchIndex(items, { recency: recencyOf }), [items]);
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const results = index.search(query, LIMIT).map((found) => byId.get(found.id)!) as PaletteItem[];
  const zh = locale.value === 'zh';
  const opens = paletteOpens.value;
  useEffect(() => spotlight.open(), [opens]);

  const run = (item: PaletteItem) => {
    recordUse(item.id);
    item.run();
  };

  return (
    <Spotlight.Root query={query} onQueryChange={setQuery} onSpotlightClose={() => setQuery('')} shortcut={null} scrollable maxHeight={440} data-ht="palette">
      <Spotlight.Search placeholder={t('palette.placeholder')} aria-label={t('palette.placeholder')} />
      <Spotlight.ActionsList aria-label={t('palette.open')}>
        {results.length === 0 && <Spotlight.Empty>{t('palette.nothing')}</Spotlight.Empty>}
        {results.map((item) => (
          <Spotlight.Action
            key={item.id}
            label={zh ? item.zh : item.en}
            description={item.kind === 'page' ? (item.group ? routeTitle(item.group) : t('palette.pages')) : t('palette.actions')}
            onClick={() => run(item)}
            data-ht="palette-item"
            data-id={item.id}
          />
        ))}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
