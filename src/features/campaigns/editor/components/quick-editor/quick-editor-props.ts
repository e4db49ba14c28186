import type { FieldProblem } from '../../design/field-rules.ts';
import type { QuickEdits, QuickFields } from '../../design/quick-edits.ts';

/** What every section of the quick editor gets: the design's fields, the edits so far, refusals. */
export type QuickSectionProps = {
  fields: QuickFields;
  edits: QuickEdits;
  problems: Record<string, FieldProblem>;
  onEdit: (update: (edits: QuickEdits) => QuickEdits) => void;
};
