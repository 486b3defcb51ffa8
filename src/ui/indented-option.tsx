/**
 * Draws a Select option of a tree (tree-options.ts) indented by its depth. The indent is padding, not
 * characters in the label, so the option's accessible name, the search and the chosen value's text stay
 * the plain name.
 */
import type { ComboboxLikeRenderOptionInput, ComboboxItem } from '@mantine/core';

export function indentedOption({ option }: ComboboxLikeRenderOptionInput<ComboboxItem & { depth?: number }>) {
  return <span style={{ paddingInlineStart: `${option.depth ?? 0}em` }}>{option.label}</span>;
}

/** Whether options carry depths, so a shared Select only indents tree options. */
export const hasDepth = (options: ReadonlyArray<{ depth?: number }>) => options.some((o) => (o.depth ?? 0) > 0);
