import { Select, type SelectProps } from '@mantine/core';
import type { LoadedOnPressProps } from './overlay-types.ts';
import { SelectChevron } from './select-chevron.tsx';

/** Mantine's Select, loaded by `LazySelect` at the first press of its stand-in. */
export default function LoadedSelect({
  pressRef,
  target: _standIn,
  ...props
}: SelectProps & LoadedOnPressProps) {
  return <Select ref={pressRef as SelectProps['ref']} rightSection={<SelectChevron />} {...props} />;
}
