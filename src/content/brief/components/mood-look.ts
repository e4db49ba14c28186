import type { Mood } from '@shared/content/brief.ts';
import { MOOD_STYLES as EMAIL_MOODS } from '@shared/email/mood-typography.ts';
import { FONT_STACKS } from '@shared/pages/theme/font-stacks.ts';
import { MOOD_STYLES as PAGE_MOODS } from '@shared/pages/theme/mood-style.ts';
import type { BriefKind } from '@/content/brief/model/brief-draft.ts';

/** What a mood looks like, read from the renderers' own tables so the sample tells no lies. */
export type MoodLook = {
  headingFont: string;
  bodyFont: string;
  headingWeight: number;
  letterSpacing: string;
  align: 'left' | 'center';
  radius: string;
  uppercaseLabel: boolean;
};

export function moodLook(kind: BriefKind, mood: Mood): MoodLook {
  if (kind === 'email') {
    const style = EMAIL_MOODS[mood];
    return {
      headingFont: style.headingFont.value,
      bodyFont: style.bodyFont.value,
      headingWeight: style.headingWeight,
      letterSpacing: style.headingLetterSpacing,
      align: style.headlineAlign,
      radius: style.buttonRadius,
      uppercaseLabel: style.accentWidth > 0,
    };
  }
  const style = PAGE_MOODS[mood];
  return {
    headingFont: FONT_STACKS[style.headingFont],
    bodyFont: FONT_STACKS[style.bodyFont],
    headingWeight: style.headingWeight,
    letterSpacing: `${style.headingTracking}em`,
    align: 'left',
    radius: `${Math.min(style.radius, 999)}px`,
    uppercaseLabel: style.uppercaseLabels,
  };
}
