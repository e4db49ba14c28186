import { msg } from '@lingui/core/macro';
import { z } from 'zod';

export const REVIEW_NOTE_MAX = 2000;

/** The messages of reviewNoteInput's issues (useSchemaForm's `messages`). */
export const reviewNoteMessages = {
  note_required: msg`Say what should change, so the editor knows what to do.`,
  note_too_long: msg`Keep the note under 2,000 characters.`,
};

/**
 * A review step's note, as decide_review and submit_for_review take it: optional, except when
 * changes are requested (review_note_required in the database).
 */
export const reviewNoteInput = z
  .object({
    note: z.string().trim().max(REVIEW_NOTE_MAX, 'note_too_long'),
    decision: z.enum(['submit', 'approved', 'changes_requested']),
  })
  .superRefine((value, context) => {
    if (value.decision === 'changes_requested' && value.note === '') {
      context.addIssue({ code: 'custom', path: ['note'], message: 'note_required' });
    }
  });

export type ReviewNoteInput = z.infer<typeof reviewNoteInput>;
