import { describe, expect, it } from 'vitest';
import { reviewNoteInput } from './review-note.ts';

describe('reviewNoteInput', () => {
  it('takes a submission or an approval without a note, trimmed', () => {
    expect(reviewNoteInput.parse({ note: '  ', decision: 'submit' })).toEqual({
      note: '',
      decision: 'submit',
    });
    expect(reviewNoteInput.parse({ note: ' Fine ', decision: 'approved' })).toEqual({
      note: 'Fine',
      decision: 'approved',
    });
  });

  it('asks changes to say what should change, as decide_review does', () => {
    const refused = reviewNoteInput.safeParse({ note: '   ', decision: 'changes_requested' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['note'], 'note_required'],
    ]);
    expect(reviewNoteInput.parse({ note: 'Lead with the offer', decision: 'changes_requested' }).note).toBe(
      'Lead with the offer',
    );
  });

  it('keeps a note within the 2,000 characters the table holds', () => {
    const refused = reviewNoteInput.safeParse({ note: 'x'.repeat(2001), decision: 'submit' });
    expect(refused.error?.issues[0]?.message).toBe('note_too_long');
  });
});
