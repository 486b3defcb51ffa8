/**
 * A page's columns after the user's customisation: the defaults at first, then merged with the saved
 * list once it arrives (a failed load keeps the defaults). Pair with ColumnSettings' `onApply`.
 * The user's layout (order, show, width) is kept apart from the defaults and merged again whenever the
 * defaults change, so headers and cells follow a language switch without losing the customisation.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { mergeColumns, toSavedColumn } from './columns';
import type { Column, SavedColumn } from './column-types';

export function useColumns<Row>(defaults: readonly Column<Row>[], load: () => Promise<SavedColumn[] | null>): [Column<Row>[], (columns: Column<Row>[]) => void] {
  const [layout, setLayout] = useState<SavedColumn[] | null>(null);
  // Loaded once per mount: pages pass inline loaders, a new one each render.
  const loader = useRef(load);
  useEffect(() => {
    let live = true;
    loader.current().then(
      (saved) => live && setLayout(saved),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  const columns = useMemo(() => mergeColumns(defaults, layout), [defaults, layout]);
  return [columns, (next) => setLayout(next.map((column) => toSavedColumn(column)))];
}
