import { IconSelector } from '@tabler/icons-react';

/**
 * The chevron of `LazySelect` and of the Select it loads, the same in both so the swap does not
 * show; Mantine's `ComboboxChevron` drawn by an icon, ~1 KiB less on the first signed-in screen.
 */
export function SelectChevron() {
  return <IconSelector size={16} color="var(--mantine-color-dimmed)" aria-hidden />;
}
