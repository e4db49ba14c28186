/**
 * Each mood's visual treatment of an email, beyond its typography (mood-typography.ts): how the
 * sender opens it, where the headline and first button sit, how the points are laid out, and
 * whether the email is one card, a stack of rounded blocks, or no card at all.
 */

import type { Mood } from '../content/brief.ts';

export interface MoodLayout {
  /** The logo or name: centred, at the left, or (without a logo) a wordmark on a colour band. */
  header: 'centered' | 'left' | 'band';
  /** A stripe of the accent across the top, in px (0 for none). */
  topStripe: number;
  /** The headline, intro and first button: on the card, on a tinted block, or on a brand-colour block. */
  hero: 'open' | 'tinted' | 'block';
  /**
   * The points: one under the other (with accent bars), two side by side, each on its own tinted
   * block, or centred between thin rules.
   */
  sections: 'stack' | 'pairs' | 'cards' | 'ruled';
  /** One card around everything, a stack of separate rounded blocks on the canvas, or no card. */
  frame: 'card' | 'blocks' | 'none';
  /** Corners of tinted blocks. */
  blockRadius: string;
  /** The button spans the column (bold) instead of fitting its label. */
  fullWidthButton: boolean;
  /** Pictures run edge to edge of the card instead of inside its margins. */
  bleedImages: boolean;
}

const card: MoodLayout = {
  header: 'left',
  topStripe: 0,
  hero: 'open',
  sections: 'stack',
  frame: 'card',
  blockRadius: '0px',
  fullWidthButton: false,
  bleedImages: false,
};

export const MOOD_LAYOUTS: Record<Mood, MoodLayout> = {
  elegant: { ...card, header: 'centered', sections: 'ruled' },
  modern: { ...card, topStripe: 4, sections: 'pairs', bleedImages: true },
  classic: { ...card, header: 'centered', topStripe: 6, hero: 'tinted', sections: 'pairs' },
  minimal: { ...card, sections: 'ruled', frame: 'none' },
  professional: { ...card, topStripe: 6, hero: 'tinted' },
  playful: {
    ...card,
    header: 'centered',
    hero: 'tinted',
    sections: 'cards',
    frame: 'blocks',
    blockRadius: '18px',
  },
  luxury: { ...card, header: 'centered', hero: 'block', sections: 'ruled', bleedImages: true },
  tech: { ...card, hero: 'block', sections: 'pairs', bleedImages: true },
  casual: { ...card, topStripe: 8, hero: 'tinted', sections: 'cards' },
  bold: {
    ...card,
    header: 'band',
    hero: 'block',
    sections: 'stack',
    fullWidthButton: true,
    bleedImages: true,
  },
  soft: {
    ...card,
    header: 'centered',
    hero: 'tinted',
    sections: 'cards',
    frame: 'blocks',
    blockRadius: '24px',
  },
  corporate: { ...card, topStripe: 6, sections: 'ruled' },
  fun: { ...card, header: 'band', hero: 'tinted', sections: 'pairs', frame: 'blocks', blockRadius: '20px' },
};
