import type { Mood } from '../../content/brief.ts';
import type { FontStack } from './font-stacks.ts';

/** How a mood shapes any template: type, corners, breathing room. Colours stay the palette's. */
export interface MoodStyle {
  headingFont: FontStack;
  bodyFont: FontStack;
  headingWeight: number;
  /** em; negative tightens display type, positive airs it out. */
  headingTracking: number;
  /** Corner radius in px for cards, buttons and fields. */
  radius: number;
  /** Multiplies the template's vertical rhythm. */
  spacing: number;
  uppercaseLabels: boolean;
}

export const MOOD_STYLES: Record<Mood, MoodStyle> = {
  elegant: style('didone', 'humanist', 500, 0.005, 2, 1.15, true),
  modern: style('geometric', 'system', 700, -0.025, 12, 1, false),
  classic: style('transitional', 'system', 600, 0, 4, 1.05, true),
  minimal: style('system', 'system', 500, -0.015, 0, 1.25, false),
  professional: style('system', 'system', 650, -0.015, 8, 1, false),
  playful: style('rounded', 'rounded', 800, -0.01, 20, 1, false),
  luxury: style('didone', 'humanist', 400, 0.02, 0, 1.2, true),
  tech: style('geometric', 'system', 700, -0.03, 10, 1, true),
  casual: style('humanist', 'humanist', 700, -0.01, 14, 0.95, false),
  bold: style('industrial', 'system', 800, -0.02, 6, 0.95, true),
  soft: style('rounded', 'humanist', 500, 0, 24, 1.1, false),
  corporate: style('system', 'system', 700, -0.01, 6, 1, false),
  fun: style('rounded', 'rounded', 800, -0.01, 28, 1, false),
};

function style(
  headingFont: FontStack,
  bodyFont: FontStack,
  headingWeight: number,
  headingTracking: number,
  radius: number,
  spacing: number,
  uppercaseLabels: boolean,
): MoodStyle {
  return { headingFont, bodyFont, headingWeight, headingTracking, radius, spacing, uppercaseLabels };
}
