import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type StatTileProps = {
  label: ReactNode;
  /** The figure, already formatted for the user's language ("1,204", "33.3%", "—"). */
  value: ReactNode;
  /** Said under the figure, e.g. what a rate is of ("of 120 delivered"). */
  note?: ReactNode;
  /** Marks the figure for tests and journeys, e.g. `{ 'data-count': 'opened' }`. */
  figureProps?: { [attribute: `data-${string}`]: string };
};

/**
 * One figure of a summary: a term and its value. Place tiles in a `<dl>` (a SimpleGrid with
 * `component="dl"`) so screen readers read each label with its figure.
 */
export function StatTile({ label, value, note, figureProps }: StatTileProps) {
  return (
    <Paper withBorder radius="md" px={{ base: 'xs', sm: 'md' }} py="sm">
      <Text component="dt" fz="xs" c="dimmed" fw={700} tt="uppercase" style={{ overflowWrap: 'anywhere' }}>
        {label}
      </Text>
      <Text component="dd" m={0} fz="xl" fw={700} {...figureProps}>
        {value}
      </Text>
      {/* A second description of the term: a <dl> holds only dt and dd (axe's definition-list). */}
      {note && (
        <Text component="dd" m={0} fz="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}
