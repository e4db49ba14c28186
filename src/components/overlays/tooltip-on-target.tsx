import { Tooltip } from '@mantine/core';
import type { LoadedTooltipProps } from './overlay-types.ts';

/** Mantine's Tooltip on an element already drawn: `LazyTooltip` loads this at the first hover. */
export default function TooltipOnTarget(props: LoadedTooltipProps) {
  return <Tooltip {...props} />;
}
