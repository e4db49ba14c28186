import { describe, expect, test } from 'vitest';
import {
  initialSubjectTest,
  subjectTestGroups,
  subjectTestProblems,
  subjectTestRequest,
  subjectTestSignificance,
} from './subject-test.ts';

describe('subject test groups', () => {
  test('split as ship_subject_test splits: floor per subject, the rest after', () => {
    expect(subjectTestGroups(400, 20, 2)).toEqual({ perSubject: 40, rest: 320 });
    expect(subjectTestGroups(100, 50, 3)).toEqual({ perSubject: 16, rest: 52 });
    expect(subjectTestGroups(3, 10, 2)).toEqual({ perSubject: 0, rest: 3 });
  });
});

describe('significance', () => {
  test('40 per subject on clicks: about 1 click each, only more than 3 apart means anything', () => {
    expect(subjectTestSignificance(40, 'clicks')).toEqual({ expected: 1, meaningful: 3, level: 'weak' });
  });
  test('a large test tells a real difference from chance; opens need fewer recipients than clicks', () => {
    expect(subjectTestSignificance(2000, 'clicks')).toMatchObject({ expected: 60, level: 'fair' });
    expect(subjectTestSignificance(2000, 'clicks').meaningful).toBe(22);
    expect(subjectTestSignificance(40, 'opens')).toEqual({ expected: 10, meaningful: 8, level: 'fair' });
  });
  test('nobody per subject: no test at all', () => {
    expect(subjectTestSignificance(0, 'clicks').level).toBe('none');
  });
});

describe('problems and the request', () => {
  test('a missing, too long or repeated subject; too few recipients', () => {
    const draft = initialSubjectTest('Spring sale', '');
    expect(subjectTestProblems(draft, 100).variants).toEqual([null, 'subject_missing']);
    const first = { subject: 'Spring sale', preheader: '' };
    const same = { ...draft, variants: [first, { subject: ' spring SALE ', preheader: '' }] };
    expect(subjectTestProblems(same, 100).variants).toEqual([null, 'subjects_same']);
    const long = { ...draft, variants: [first, { subject: 'x'.repeat(151), preheader: '' }] };
    expect(subjectTestProblems(long, 100).variants).toEqual([null, 'subject_too_long']);
    expect(subjectTestProblems(draft, 5).tooSmall).toBe(true);
  });
  test('trimmed, a blank preheader sent as null', () => {
    const draft = initialSubjectTest(' A ', '');
    draft.variants[1] = { subject: 'B', preheader: ' Pre ' };
    expect(subjectTestRequest(draft)).toEqual({
      variants: [
        { subject: 'A', preheader: null },
        { subject: 'B', preheader: 'Pre' },
      ],
      testShare: 20,
      waitHours: 4,
      measure: 'clicks',
    });
  });
});
