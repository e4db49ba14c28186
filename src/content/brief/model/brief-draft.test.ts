import { beforeEach, describe, expect, it, vi } from 'vitest';
import { briefRow } from '../api/insert-brief.ts';
import { emptyDraft } from './brief-draft.ts';
import { validateBrief } from './brief-steps.ts';
import { draftStorageKey, loadDraft, saveDraft } from './draft-storage.ts';

vi.mock('@/lib/supabase.ts', () => ({ supabase: {} }));

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';

const complete = () => ({
  ...emptyDraft(WORKSPACE_ID),
  name: '  Spring tune-up week ',
  productName: 'Tune-up',
  description: 'A full service in a day.',
  goals: '   ',
  primary: '#F5F1E8',
  template: 'bistro' as const,
});

beforeEach(() => localStorage.clear());

describe('briefRow', () => {
  it('trims text, stores blanks as null and colours in lower case', () => {
    const row = briefRow('email', complete());
    expect(row).toMatchObject({
      kind: 'email',
      status: 'draft',
      workspace_id: WORKSPACE_ID,
      client_id: null,
      name: 'Spring tune-up week',
      goals: null,
      primary_color: '#f5f1e8',
      mood: 'professional',
    });
  });

  it('keeps a template for pages only', () => {
    expect(briefRow('email', complete()).template).toBeNull();
    expect(briefRow('page', complete()).template).toBe('bistro');
  });

  it('refuses a draft that does not validate', () => {
    expect(() => briefRow('email', { ...complete(), name: '' })).toThrow();
  });
});

describe('validateBrief', () => {
  it('names the steps with problems in wizard order', () => {
    const { invalidSteps, errors } = validateBrief({ ...complete(), name: '', quaternary: 'grey' }, 'page');
    expect(invalidSteps).toEqual(['general', 'colours']);
    expect(errors.name?.message.id).toBe('forms.required');
    expect(errors.quaternary?.message.id).toBe('brief.colour-format');
  });
});

describe('draft storage', () => {
  it('gives back what was saved, per kind and workspace', () => {
    saveDraft('page', WORKSPACE_ID, { draft: complete(), step: 'goals' });
    expect(loadDraft('page', WORKSPACE_ID)).toEqual({ draft: complete(), step: 'goals' });
    expect(loadDraft('email', WORKSPACE_ID)).toBeNull();
  });

  it('keeps the readable fields of a damaged draft and ignores what is not JSON', () => {
    localStorage.setItem(
      draftStorageKey('email', WORKSPACE_ID),
      JSON.stringify({ step: 'nowhere', draft: { workspaceId: WORKSPACE_ID, name: 'Kept', mood: 'grumpy' } }),
    );
    expect(loadDraft('email', WORKSPACE_ID)).toMatchObject({
      step: 'workspace',
      draft: { name: 'Kept', mood: 'professional', description: '' },
    });
    localStorage.setItem(draftStorageKey('email', WORKSPACE_ID), '{not json');
    expect(loadDraft('email', WORKSPACE_ID)).toBeNull();
  });
});
