/**
 * A page's columns after the user's customisation: the defaults at first, then merged with the saved
 * list once it arrives (a failed load keeps the defaults). Pair with ColumnSettings' `onApply`.
 */
import { useEffect, useState } from 'react';
import { mergeColumns } from './columns';
import type { Column, SavedColumn } from './column-types';

export function useColumns<Row>(defaults: readonly Column<Row>[], load: () => Promise<SavedColumn[] | null>): [Column<Row>[], (columns: Column<Row>[]) => void] {
  const [columns, setColumns] = useState<Column<Row>[]>(() => mergeColumns(defaults, null));
  useEffect(() => {
    let live = true;
    load().then(
      (saved) => live && setColumns(mergeColumns(defaults, saved)),
      () => {},
    );
    return () => {
      live = false;
    };
    // Once per mount: pages pass inline defaults and loaders.
  }, []);
  return [columns, setColumns];
}
