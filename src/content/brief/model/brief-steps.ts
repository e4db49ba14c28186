import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { type FieldErrors, fieldErrorsFromZod } from '@/lib/forms/field-errors.ts';
import {
  type BriefDraft,
  type BriefField,
  type BriefKind,
  briefFieldRules,
  briefMessages,
} from './brief-draft.ts';

export type BriefStepId = 'workspace' | 'general' | 'goals' | 'colours' | 'branding' | 'audience';

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

export const BRIEF_STEP_IDS = ['workspace', 'general', 'goals', 'colours', 'branding', 'audience'] as const;

export function stepsOf(kind: BriefKind) {
  return BRIEF_STEPS[kind];
}

const knownMessages = new Map<string, MessageDescriptor>(
  Object.values(briefMessages).map((descriptor) => [descriptor.id, descriptor]),
);

/** What is wrong with the given fields of a draft, each field's first problem. */
export function validateFields(draft: BriefDraft, fields: readonly BriefField[]): FieldErrors<BriefField> {
  const shape = Object.fromEntries(fields.map((field) => [field, briefFieldRules[field]]));
  const parsed = z.object(shape).safeParse(draft);
  if (parsed.success) return {};
  const errors = fieldErrorsFromZod<BriefField>(parsed.error);
  // fieldErrorsFromZod knows the shared form messages; the brief adds its own.
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as BriefField;
    const own = knownMessages.get(issue.message);
    if (own && errors[field]?.message.id !== own.id) errors[field] = { message: own };
  }
  return errors;
}

export const validateStep = (draft: BriefDraft, step: BriefStep) => validateFields(draft, step.fields);

/** The steps with a problem, in order, and every field's problem. */
export function validateBrief(draft: BriefDraft, kind: BriefKind) {
  const errors: FieldErrors<BriefField> = {};
  const invalidSteps: BriefStepId[] = [];
  for (const step of stepsOf(kind)) {
    const stepErrors = validateStep(draft, step);
    if (Object.keys(stepErrors).length > 0) invalidSteps.push(step.id);
    Object.assign(errors, stepErrors);
  }
  return { errors, invalidSteps };
}
