/** Badge styles that keep the whole word rather than an ellipsis when a column is tight (Spanish is longer). */
export const WHOLE_LABEL = {
  root: { flexShrink: 0, overflow: 'visible' },
  label: { overflow: 'visible' },
} as const;
