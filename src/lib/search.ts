/**
 * The command palette's matcher: the only code that imports fuse.js and pinyin-pro. Finds an item by
 * Chinese title, English title, full toneless pinyin (with or without spaces), pinyin initials or a
 * keyword, fuzzily (Fuse threshold 0.4, SPEC.md section 9), case-insensitively.
 *
 * Ranking: Fuse's score (0 perfect, 1 no match) minus 0.1 x recency (0..1, 1 = just used), ascending,
 * ties in original order. 0.1 is small next to the gap between a clean and a fuzzy hit (about 0.2 to
 * 0.8 here), so recency reorders comparable matches without lifting a poor match over a good one.
 */
import Fuse from 'fuse.js';
import { pinyin } from 'pinyin-pro';

export type Searchable = { id: string; zh: string; en: string; group?: string; keywords?: string[] };

export type SearchIndexOptions = {
  /** 0..1, 1 = just used; missing means every item counts as never used. */
  recency?: (id: string) => number;
};

export type SearchIndex = {
  /** Best matches first; an empty query lists the items by recency, then in original order. */
  search(query: string, limit?: number): Searchable[];
};

/** How much recency (0..1) may lower a Fuse score (0..1); see the header. */
const RECENCY_WEIGHT = 0.1;
const FUZZY_THRESHOLD = 0.4;

type Indexed = { item: Searchable; zh: string; en: string; py: string; pySpaced: string; initials: string; keywords: string[] };

/** Toneless pinyin syllables of the Chinese in `text` (other characters pass through as they are). */
function syllables(text: string): string[] {
  return pinyin(text, { toneType: 'none', type: 'array' })
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

/** Pinyin is computed once here, at index time, never per query. */
function prepare(item: Searchable): Indexed {
  const parts = syllables(item.zh);
  return {
    item,
    zh: item.zh,
    en: item.en,
    py: parts.join(''),
    pySpaced: parts.join(' '),
    initials: parts.map((s) => s[0]).join(''),
    keywords: item.keywords ?? [],
  };
}

function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

/** Builds the matcher over `items`; rebuild it when the item list changes (it is cheap). */
export function createSearchIndex(items: Searchable[], options: SearchIndexOptions = {}): SearchIndex {
  const recency = (id: string) => (options.recency ? clamp01(options.recency(id)) : 0);
  const fuse = new Fuse(items.map(prepare), {
    keys: ['zh', 'en', 'py', 'pySpaced', 'initials', 'keywords'],
    threshold: FUZZY_THRESHOLD,
    // Titles are short: a match in the middle ('Audit' in 'Voucher Audit') is as good as one at the start.
    ignoreLocation: true,
    includeScore: true,
    isCaseSensitive: false,
  });

  return {
    search(query: string, limit?: number): Searchable[] {
      const q = query.trim().replace(/\s+/g, ' ');
      const max = limit === undefined || limit < 0 ? Infinity : limit;
      const ranked = q
        ? fuse.search(q).map((hit) => ({ item: hit.item.item, order: hit.refIndex, rank: (hit.score ?? 1) - RECENCY_WEIGHT * recency(hit.item.item.id) }))
        : items.map((item, order) => ({ item, order, rank: -recency(item.id) }));
      ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
      return ranked.slice(0, max).map((entry) => entry.item);
    },
  };
}
