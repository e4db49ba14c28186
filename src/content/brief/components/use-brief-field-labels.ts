import { useLingui } from '@lingui/react/macro';
import type { BriefField, BriefKind } from '@/content/brief/model/brief-draft.ts';

type FieldLabel = { label: string; description?: string; placeholder?: string };

/** Each brief field's label and hint, shared by the wizard and the review's summary. */
export function useBriefFieldLabels(kind: BriefKind): Record<BriefField, FieldLabel> {
  const { t } = useLingui();
  return {
    workspaceId: {
      label: t`Workspace`,
      description: t`Its colours, sender and language are the starting point.`,
    },
    clientId: {
      label: t`Client`,
      description:
        kind === 'email'
          ? t`Optional: leave empty for a workspace campaign.`
          : t`Optional: leave empty for a workspace page.`,
    },
    name: {
      label: kind === 'email' ? t`Campaign name` : t`Page name`,
      description: t`For you and your team; readers do not see it.`,
    },
    productName: {
      label: t`Product or service name`,
      placeholder: t`For example: Spring tune-up`,
    },
    description: {
      label: t`Description`,
      description: t`What you offer, what it costs and what makes it worth it.`,
    },
    goals: {
      label: t`Goals`,
      description: t`What should this achieve? For example: fill the spring workshop calendar.`,
    },
    objectives: {
      label: t`Objectives`,
      description: t`Measurable targets, such as 40 bookings by April 14.`,
    },
    primary: { label: t`Primary` },
    secondary: { label: t`Secondary` },
    tertiary: { label: t`Tertiary` },
    quaternary: { label: t`Quaternary` },
    branding: {
      label: t`Branding`,
      description: t`Your voice and visual rules: tagline, words to use or avoid, how the logo appears.`,
    },
    targetAudience: {
      label: t`Target audience`,
      description: t`Who you are writing to and what they care about.`,
    },
    demographics: {
      label: t`Demographics`,
      description: t`Age, location, language, income or interests.`,
    },
    legalText: {
      label: t`Legal and compliance`,
      description: t`Terms, disclaimers or regulatory text the message must carry.`,
    },
  };
}
