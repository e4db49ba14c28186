/**
 * The Unlayer contents an email is built from (headings, text, buttons, pictures, rules), each
 * styled by the mood and coloured for the block it sits on. Plain Unlayer types only, so the
 * drag-and-drop editor opens and edits every one of them.
 */

import { escapeHtml, safeUrl } from '../escape.ts';
import type { BlockColors } from './email-colors.ts';
import type { MoodLayout } from './mood-layout.ts';
import type { MoodStyle } from './mood-typography.ts';
import { content, type DesignCounter, linkStyle } from './unlayer-blocks.ts';
import type { UnlayerContent } from './unlayer-design.ts';

/** The card's side margin: wide enough to breathe at 600 px, narrow enough for a phone. */
export const SIDE = 32;

export type Align = 'left' | 'center';

/** Blank lines make paragraphs, single line breaks stay breaks, "• " lines make a list. */
export function paragraphs(text: string, style: MoodStyle, color: string): string {
  const blocks: string[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const bullets = lines.filter((l) => /^[•\-*]\s+/.test(l));
    if (bullets.length > 0 && bullets.length === lines.length) {
      const items = bullets.map(
        (b) => `<li style="margin:0 0 6px;">${escapeHtml(b.replace(/^[•\-*]\s+/, ''))}</li>`,
      );
      blocks.push(`<ul style="margin:0 0 12px;padding-left:22px;color:${color};">${items.join('')}</ul>`);
    } else if (lines.length > 0) {
      blocks.push(
        `<p style="margin:0 0 12px;line-height:${style.lineHeight};">${lines.map(escapeHtml).join('<br>')}</p>`,
      );
    }
  }
  return blocks.join('');
}

export function textBlock(
  counter: DesignCounter,
  text: string,
  style: MoodStyle,
  color: string,
  extra: Record<string, unknown> = {},
): UnlayerContent {
  return content(counter, 'text', {
    fontSize: `${style.bodySize}px`,
    color,
    textAlign: 'left',
    lineHeight: style.lineHeight,
    linkStyle: linkStyle(color),
    text: paragraphs(text, style, color),
    containerPadding: `4px ${SIDE}px 8px`,
    ...extra,
  });
}

export function heading(
  counter: DesignCounter,
  text: string,
  level: 'h1' | 'h2',
  style: MoodStyle,
  color: string,
  align: Align,
  extra: Record<string, unknown> = {},
): UnlayerContent {
  return content(counter, 'heading', {
    headingType: level,
    fontFamily: style.headingFont,
    fontSize: `${level === 'h1' ? style.headlineSize : style.sectionHeadingSize}px`,
    fontWeight: style.headingWeight,
    color,
    textAlign: align,
    lineHeight: level === 'h1' ? '115%' : '125%',
    letterSpacing: style.headingLetterSpacing,
    linkStyle: linkStyle(color),
    text: escapeHtml(text),
    containerPadding: level === 'h1' ? `8px ${SIDE}px 10px` : `16px ${SIDE}px 6px`,
    ...extra,
  });
}

export interface ButtonSpec {
  label: string;
  url: string;
  colors: BlockColors;
  align: Align;
  padding?: string;
}

export function button(
  counter: DesignCounter,
  spec: ButtonSpec,
  style: MoodStyle,
  layout: MoodLayout,
): UnlayerContent {
  const href = safeUrl(spec.url);
  return content(counter, 'button', {
    href: { name: 'web', values: { href: href === '#' ? '' : href, target: '_blank' } },
    buttonColors: {
      color: spec.colors.buttonText,
      backgroundColor: spec.colors.button,
      hoverColor: spec.colors.buttonText,
      hoverBackgroundColor: spec.colors.button,
    },
    size: layout.fullWidthButton ? { autoWidth: false, width: '100%' } : { autoWidth: true, width: '100%' },
    fontFamily: style.bodyFont,
    fontSize: '16px',
    fontWeight: 700,
    textAlign: spec.align,
    lineHeight: '120%',
    padding: style.buttonPadding,
    border: {},
    borderRadius: style.buttonRadius,
    text: `<strong>${escapeHtml(spec.label)}</strong>`,
    containerPadding: spec.padding ?? `12px ${SIDE}px 20px`,
  });
}

/** A picture from the workspace's library; `padding` 0 runs it edge to edge. */
export function picture(
  counter: DesignCounter,
  url: string,
  alt: string,
  width: number,
  padding: string,
): UnlayerContent {
  return content(counter, 'image', {
    src: { url, width, height: 'auto', maxWidth: `${width}px`, autoWidth: false },
    textAlign: 'center',
    altText: alt,
    action: { name: 'web', values: { href: '', target: '_blank' } },
    containerPadding: padding,
  });
}

/** A divider, not a custom block, so Unlayer's editor can open and edit stripes, bars and rules. */
export function rule(
  counter: DesignCounter,
  color: string,
  thickness: number,
  width: string,
  align: Align,
  padding: string,
): UnlayerContent {
  return content(counter, 'divider', {
    width,
    border: { borderTopWidth: `${thickness}px`, borderTopStyle: 'solid', borderTopColor: color },
    textAlign: align,
    containerPadding: padding,
  });
}
