import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type FieldErrors, fieldErrorsFromZod } from '@/lib/forms/field-errors.ts';
import {
  type BriefDraft,
  type BriefField,
  type BriefKind,
  briefMessageCatalog,
  briefSchema,
} from './brief-draft.ts';
import type { BriefStepId } from './brief-step-ids.ts';

export type BriefStep = { id: BriefStepId; title: MessageDescriptor; fields: readonly BriefField[] };

const workspace: BriefStep = {
  id: 'workspace',
  title: msg`Workspace and client`,
  fields: ['workspaceId', 'clientId'],
};
const general: BriefStep = {
  id: 'general',
  title: msg`General information`,
  fields: ['name', 'productName', 'description'],
};
const goals: BriefStep = { id: 'goals', title: msg`Goals and objectives`, fields: ['goals', 'objectives'] };
const palette = ['primary', 'secondary', 'tertiary', 'quaternary'] as const;
const audience: BriefStep = {
  id: 'audience',
  title: msg`Target audience, demographics and legal`,
  fields: ['targetAudience', 'demographics', 'legalText'],
};

/** SPEC §2: the tabs in order. Pages give branding a tab of its own. */
export const BRIEF_STEPS: Record<BriefKind, readonly BriefStep[]> = {
  email: [
    workspace,
    general,
    goals,
    { id: 'colours', title: msg`Colours and branding`, fields: [...palette, 'branding'] },
    audience,
  ],
  page: [
    workspace,
    general,
    goals,
    { id: 'colours', title: msg`Colours`, fields: palette },
    { id: 'branding', title: msg`Branding`, fields: ['branding'] },
    audience,
  ],
};

export function stepsOf(kind: BriefKind) {
  return BRIEF_STEPS[kind];
}

/** The steps whose fields have an error, in wizard order. */
export function stepsWithErrors(kind: BriefKind, errors: Readonly<Record<string, unknown>>): BriefStepId[] {
  return stepsOf(kind)
    .filter((step) => step.fields.some((field) => errors[field]))
    .map((step) => step.id);
}

/** The steps with a problem, in order, and every field's first problem: the wizard's schema, read once. */
export function validateBrief(draft: BriefDraft, kind: BriefKind) {
  const parsed = briefSchema.safeParse(draft);
  const errors: FieldErrors<BriefField> = parsed.success
    ? {}
    : fieldErrorsFromZod<BriefField>(parsed.error, briefMessageCatalog);
  return { errors, invalidSteps: stepsWithErrors(kind, errors) };
}
