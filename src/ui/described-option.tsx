/**
 * Select options with a secondary text: a setting's choice reads as its label (四舍五入 / Round half up)
 * with the stored code beside it, dimmed (halfUp), so people choose by meaning and administrators still
 * see the code. `optionRenderer` picks the drawing a list of options needs (tree, described or plain).
 */
import type { ComboboxItem, ComboboxLikeRenderOptionInput } from '@mantine/core';
import { Group, Text } from '@mantine/core';
import { hasDepth, indentedOption } from './indented-option';

type DescribedItem = ComboboxItem & { description?: string; depth?: number };

function describedOption({ option }: ComboboxLikeRenderOptionInput<DescribedItem>) {
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
      <span>{option.label}</span>
      {option.description && (
        <Text span size="xs" c="dimmed" data-option-code>
          {option.description}
        </Text>
      )}
    </Group>
  );
}

/** The renderOption for `options`: indented for a tree, described when any has a description, Mantine's own otherwise. */
export function optionRenderer(options: ReadonlyArray<{ depth?: number; description?: string }>) {
  if (hasDepth(options)) return indentedOption;
  return options.some((o) => o.description) ? describedOption : undefined;
}
