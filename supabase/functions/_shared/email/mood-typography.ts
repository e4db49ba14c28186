/** Each mood's typography and shapes for email: web-safe font stacks, sizes, weights, corners. */

import type { Mood } from '../content/brief.ts';
import type { UnlayerFont } from './unlayer-design.ts';

export interface MoodStyle {
  bodyFont: UnlayerFont;
  headingFont: UnlayerFont;
  headlineSize: number;
  sectionHeadingSize: number;
  headingWeight: 400 | 700;
  bodySize: number;
  lineHeight: string;
  headlineAlign: 'left' | 'center';
  buttonRadius: string;
  buttonPadding: string;
  /** Accent bar above section headings, in px (0 for none). */
  accentWidth: number;
  headingLetterSpacing: string;
}

const GEORGIA: UnlayerFont = { label: 'Georgia', value: "Georgia,'Times New Roman',Times,serif" };
const PALATINO: UnlayerFont = {
  label: 'Palatino',
  value: "'Palatino Linotype','Book Antiqua',Palatino,Georgia,serif",
};
const HELVETICA: UnlayerFont = { label: 'Helvetica', value: "'Helvetica Neue',Helvetica,Arial,sans-serif" };
const ARIAL: UnlayerFont = { label: 'Arial', value: 'arial,helvetica,sans-serif' };
const TREBUCHET: UnlayerFont = { label: 'Trebuchet MS', value: "'Trebuchet MS',Tahoma,Verdana,sans-serif" };
const VERDANA: UnlayerFont = { label: 'Verdana', value: 'Verdana,Geneva,Tahoma,sans-serif' };
const SYSTEM: UnlayerFont = {
  label: 'System UI',
  value: "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif",
};
const IMPACT: UnlayerFont = {
  label: 'Arial Black',
  value: "'Arial Black','Helvetica Neue',Arial,sans-serif",
};
const TAHOMA: UnlayerFont = { label: 'Tahoma', value: 'Tahoma,Verdana,Segoe,sans-serif' };

const base: Omit<MoodStyle, 'bodyFont' | 'headingFont'> = {
  headlineSize: 32,
  sectionHeadingSize: 20,
  headingWeight: 700,
  bodySize: 16,
  lineHeight: '160%',
  headlineAlign: 'left',
  buttonRadius: '6px',
  buttonPadding: '14px 28px',
  accentWidth: 40,
  headingLetterSpacing: '0px',
};

export const MOOD_STYLES: Record<Mood, MoodStyle> = {
  elegant: {
    ...base,
    bodyFont: GEORGIA,
    headingFont: PALATINO,
    headingWeight: 400,
    headlineSize: 34,
    headlineAlign: 'center',
    buttonRadius: '0px',
    accentWidth: 0,
    headingLetterSpacing: '0.5px',
  },
  modern: {
    ...base,
    bodyFont: HELVETICA,
    headingFont: HELVETICA,
    headlineSize: 34,
    buttonRadius: '8px',
    headingLetterSpacing: '-0.5px',
  },
  classic: {
    ...base,
    bodyFont: GEORGIA,
    headingFont: GEORGIA,
    headlineSize: 30,
    headlineAlign: 'center',
    buttonRadius: '3px',
    accentWidth: 0,
  },
  minimal: {
    ...base,
    bodyFont: HELVETICA,
    headingFont: HELVETICA,
    headingWeight: 400,
    headlineSize: 28,
    sectionHeadingSize: 18,
    buttonRadius: '0px',
    accentWidth: 0,
    lineHeight: '170%',
  },
  professional: { ...base, bodyFont: ARIAL, headingFont: ARIAL, headlineSize: 30, buttonRadius: '4px' },
  playful: {
    ...base,
    bodyFont: TREBUCHET,
    headingFont: TREBUCHET,
    headlineSize: 34,
    headlineAlign: 'center',
    buttonRadius: '999px',
    buttonPadding: '14px 32px',
    accentWidth: 56,
  },
  luxury: {
    ...base,
    bodyFont: GEORGIA,
    headingFont: PALATINO,
    headingWeight: 400,
    headlineSize: 36,
    headlineAlign: 'center',
    buttonRadius: '0px',
    buttonPadding: '16px 36px',
    accentWidth: 0,
    headingLetterSpacing: '1px',
  },
  tech: {
    ...base,
    bodyFont: SYSTEM,
    headingFont: SYSTEM,
    headlineSize: 32,
    buttonRadius: '6px',
    headingLetterSpacing: '-0.5px',
  },
  casual: {
    ...base,
    bodyFont: VERDANA,
    headingFont: TREBUCHET,
    headlineSize: 30,
    bodySize: 15,
    buttonRadius: '10px',
  },
  bold: {
    ...base,
    bodyFont: ARIAL,
    headingFont: IMPACT,
    headlineSize: 40,
    sectionHeadingSize: 22,
    buttonRadius: '0px',
    buttonPadding: '16px 36px',
    accentWidth: 64,
  },
  soft: {
    ...base,
    bodyFont: TREBUCHET,
    headingFont: GEORGIA,
    headingWeight: 400,
    headlineSize: 30,
    headlineAlign: 'center',
    buttonRadius: '24px',
    accentWidth: 0,
    lineHeight: '170%',
  },
  corporate: {
    ...base,
    bodyFont: TAHOMA,
    headingFont: ARIAL,
    headlineSize: 28,
    sectionHeadingSize: 19,
    buttonRadius: '2px',
  },
  fun: {
    ...base,
    bodyFont: TREBUCHET,
    headingFont: TREBUCHET,
    headlineSize: 36,
    headlineAlign: 'center',
    buttonRadius: '999px',
    buttonPadding: '16px 34px',
    accentWidth: 56,
  },
};
