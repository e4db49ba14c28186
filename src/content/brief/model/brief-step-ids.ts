/**
 * The brief's tabs by id, in wizard order: what `?step=` may name. Apart from `brief-steps.ts`
 * (which reaches the brief's zod schema) because the create routes' `validateSearch` is in the
 * entry every screen and the home load (docs/frontend.md, "App weight").
 */
export const BRIEF_STEP_IDS = ['workspace', 'general', 'goals', 'colours', 'branding', 'audience'] as const;

export type BriefStepId = (typeof BRIEF_STEP_IDS)[number];
