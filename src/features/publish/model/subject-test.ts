/**
 * A subject test as the ship panel prepares it (docs/sending.md "Subject tests"): the subjects, the
 * test share, the wait and the measure, the group sizes `ship_subject_test` will make, and whether a
 * test of that size can tell a real difference from chance.
 */

export type SubjectTestMeasure = 'clicks' | 'opens';

export type SubjectVariantDraft = { subject: string; preheader: string };

export type SubjectTestDraft = {
  variants: SubjectVariantDraft[];
  /** Percent of the recipients sent a subject first: 10 to 50. */
  testShare: number;
  /** Hours between the test and the winner's send: 1 to 168. */
  waitHours: number;
  measure: SubjectTestMeasure;
};

/** The database's bounds (ship_subject_test, invalid_subject_test). */
export const SUBJECT_TEST_LIMITS = {
  subjects: { min: 2, max: 3 },
  subjectLength: 150,
  share: { min: 10, max: 50 },
  waitHours: { min: 1, max: 168 },
} as const;

export const VARIANT_LETTERS = ['A', 'B', 'C'] as const;

export function initialSubjectTest(subject: string, preheader: string): SubjectTestDraft {
  return {
    variants: [
      { subject, preheader },
      { subject: '', preheader: '' },
    ],
    testShare: 20,
    waitHours: 4,
    measure: 'clicks',
  };
}

/** How ship_subject_test splits `toSend`: each subject floor(toSend × share ÷ 100 ÷ subjects), the rest after. */
export function subjectTestGroups(toSend: number, testShare: number, subjects: number) {
  const perSubject = Math.floor((toSend * testShare) / 100 / subjects);
  return { perSubject, rest: toSend - perSubject * subjects };
}

/** Typical rates the warning assumes: about 3 % of recipients click, about a quarter open. */
export const TYPICAL_RATE: Record<SubjectTestMeasure, number> = { clicks: 0.03, opens: 0.25 };

export type Significance = {
  /** What one subject can expect at the typical rate. */
  expected: number;
  /**
   * The smallest difference between two subjects' counts that chance alone would rarely make (a
   * two-proportion test at 95 %: 1.96 × √(2·p·(1−p)·n)). Smaller differences mean nothing.
   */
  meaningful: number;
  /** `weak`: a subject would need about twice the typical count to stand out; `none`: nobody per subject. */
  level: 'none' | 'weak' | 'fair';
};

export function subjectTestSignificance(perSubject: number, measure: SubjectTestMeasure): Significance {
  if (perSubject < 1) return { expected: 0, meaningful: 0, level: 'none' };
  const p = TYPICAL_RATE[measure];
  const expected = Math.round(p * perSubject);
  const meaningful = Math.ceil(1.96 * Math.sqrt(2 * p * (1 - p) * perSubject));
  return { expected, meaningful, level: meaningful >= expected ? 'weak' : 'fair' };
}

export type SubjectTestProblem = 'subject_missing' | 'subject_too_long' | 'subjects_same' | 'too_small';

/** What stops the test from being shipped, per field, as the database would refuse it. */
export function subjectTestProblems(draft: SubjectTestDraft, toSend: number) {
  const variants = draft.variants.map((variant, index) => {
    const subject = variant.subject.trim();
    if (!subject) return 'subject_missing' as const;
    if (subject.length > SUBJECT_TEST_LIMITS.subjectLength || variant.preheader.trim().length > 150)
      return 'subject_too_long' as const;
    const key = (v: SubjectVariantDraft) => `${v.subject.trim().toLowerCase()}\n${v.preheader.trim()}`;
    if (draft.variants.slice(0, index).some((earlier) => key(earlier) === key(variant)))
      return 'subjects_same' as const;
    return null;
  });
  const { perSubject } = subjectTestGroups(toSend, draft.testShare, draft.variants.length);
  return { variants, tooSmall: perSubject < 1 };
}

/** The edge function's `subjectTest`: trimmed, a blank preheader left to the email's own. */
export function subjectTestRequest(draft: SubjectTestDraft) {
  return {
    variants: draft.variants.map((v) => ({
      subject: v.subject.trim(),
      preheader: v.preheader.trim() || null,
    })),
    testShare: draft.testShare,
    waitHours: draft.waitHours,
    measure: draft.measure,
  };
}
