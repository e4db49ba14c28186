/**
 * Generated email content → Unlayer design JSON, in the campaign's colours (primary backgrounds,
 * secondary text and buttons, tertiary accents, quaternary lines) and its mood's typography.
 */

import {
  AA_NORMAL,
  ensureContrast,
  isDark,
  mixHex,
  normalizeHex,
  readableTextColor,
  shade,
} from '../color.ts';
import type { Mood, Palette, Sender } from '../content/brief.ts';
import { type EmailContent, UNSUBSCRIBE_URL_PLACEHOLDER } from '../content/email-content.ts';
import { escapeAttribute, escapeHtml, safeUrl } from '../escape.ts';
import { MOOD_STYLES, type MoodStyle } from './mood-typography.ts';
import { column, content, DesignCounter, linkStyle, row } from './unlayer-blocks.ts';
import { UNLAYER_SCHEMA_VERSION, type UnlayerContent, type UnlayerDesign } from './unlayer-design.ts';

export interface DesignInput {
  content: EmailContent;
  palette: Palette;
  mood: Mood;
  sender: Sender;
  locale: 'en' | 'es';
  /** Where the call to action goes when the content leaves it empty (the campaign's page). */
  fallbackUrl?: string;
}

interface Colors {
  heading: string;
  canvas: string;
  surface: string;
  text: string;
  muted: string;
  button: string;
  buttonText: string;
  accent: string;
  accentText: string;
  line: string;
}

/** The four roles made safe to read: text and accents are adjusted until AA holds on the surface. */
function colorsFor(palette: Palette): Colors {
  const surface = normalizeHex(palette.primary, '#ffffff');
  const button = normalizeHex(palette.secondary, '#1a1a1a');
  // Headings carry the text colour itself; long copy reads best as a neutral tinted with it.
  const heading = ensureContrast(button, surface, AA_NORMAL);
  const text = ensureContrast(
    mixHex(readableTextColor(surface, '#1f1f1f', '#f2f2f2'), button, 0.3),
    surface,
    AA_NORMAL,
  );
  return {
    heading,
    // The canvas around the card: a step darker than a light surface, a step lighter than a dark one.
    canvas: isDark(surface) ? shade(surface, -0.35) : shade(surface, -0.06),
    surface,
    text,
    muted: ensureContrast(isDark(surface) ? shade(text, -0.25) : shade(text, 0.3), surface, AA_NORMAL),
    button,
    buttonText: readableTextColor(button),
    // Bands and bars are decoration and keep the brand's exact accent; accent text is lifted to AA.
    accent: normalizeHex(palette.tertiary, button),
    accentText: ensureContrast(normalizeHex(palette.tertiary, button), surface, AA_NORMAL),
    line: normalizeHex(palette.quaternary, shade(surface, -0.15)),
  };
}

const LABELS = {
  en: { unsubscribe: 'Unsubscribe', why: 'You are receiving this email from', visit: 'Visit our website' },
  es: { unsubscribe: 'Cancelar suscripción', why: 'Recibes este correo de', visit: 'Visita nuestro sitio' },
};

/** Blank lines make paragraphs, single line breaks stay breaks, "• " lines make a list. */
function paragraphs(text: string, style: MoodStyle, color: string): string {
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

function textBlock(
  counter: DesignCounter,
  html: string,
  style: MoodStyle,
  color: string,
  extra: Record<string, unknown> = {},
) {
  return content(counter, 'text', {
    fontSize: `${style.bodySize}px`,
    color,
    textAlign: 'left',
    lineHeight: style.lineHeight,
    linkStyle: linkStyle(color),
    text: html,
    containerPadding: '4px 40px 8px',
    ...extra,
  });
}

function heading(counter: DesignCounter, text: string, level: 'h1' | 'h2', style: MoodStyle, color: string) {
  const size = level === 'h1' ? style.headlineSize : style.sectionHeadingSize;
  return content(counter, 'heading', {
    headingType: level,
    fontFamily: style.headingFont,
    fontSize: `${size}px`,
    fontWeight: style.headingWeight,
    color,
    textAlign: level === 'h1' ? style.headlineAlign : 'left',
    lineHeight: '125%',
    letterSpacing: style.headingLetterSpacing,
    linkStyle: linkStyle(color),
    text: escapeHtml(text),
    containerPadding: level === 'h1' ? '8px 40px 12px' : '20px 40px 6px',
  });
}

function header(counter: DesignCounter, input: DesignInput, c: Colors, style: MoodStyle): UnlayerContent {
  const logo = input.sender.logoUrl ? safeUrl(input.sender.logoUrl) : '#';
  if (logo !== '#' && /^https?:/i.test(logo)) {
    return content(counter, 'image', {
      src: { url: logo, width: 160, height: 'auto', maxWidth: '160px', autoWidth: false },
      textAlign: style.headlineAlign,
      altText: input.sender.organizationName,
      action: {
        name: 'web',
        values: { href: safeUrl(input.sender.website) === '#' ? '' : input.sender.website, target: '_blank' },
      },
      containerPadding: '28px 40px 12px',
    });
  }
  // No logo: the organisation's name set as a wordmark in the accent colour, kept readable.
  const wordmark = c.accentText;
  return content(counter, 'text', {
    fontSize: '18px',
    color: wordmark,
    textAlign: style.headlineAlign,
    lineHeight: '120%',
    linkStyle: linkStyle(wordmark),
    text: `<p style="margin:0;font-family:${escapeAttribute(style.headingFont.value)};font-weight:700;letter-spacing:1px;">${escapeHtml(input.sender.organizationName)}</p>`,
    containerPadding: '28px 40px 12px',
  });
}

function accentBar(counter: DesignCounter, width: number, color: string) {
  return content(counter, 'divider', {
    width: `${width}px`,
    border: { borderTopWidth: '3px', borderTopStyle: 'solid', borderTopColor: color },
    textAlign: 'left',
    containerPadding: '16px 40px 0px',
  });
}

/** A divider, not a custom block, so Unlayer's editor can open and edit the band. */
function topBand(counter: DesignCounter, color: string) {
  return content(counter, 'divider', {
    width: '100%',
    border: { borderTopWidth: '5px', borderTopStyle: 'solid', borderTopColor: color },
    textAlign: 'center',
    containerPadding: '0px',
  });
}

function footer(counter: DesignCounter, input: DesignInput, c: Colors): UnlayerContent {
  const labels = LABELS[input.locale];
  const { organizationName, postalAddress, website } = input.sender;
  const link = `color:${c.muted};text-decoration:underline;`;
  const lines = [
    input.content.legal ? `<p style="margin:0 0 8px;">${escapeHtml(input.content.legal)}</p>` : '',
    `<p style="margin:0 0 8px;">${escapeHtml(labels.why)} <strong>${escapeHtml(organizationName)}</strong>${postalAddress ? ` · ${escapeHtml(postalAddress)}` : ''}</p>`,
    `<p style="margin:0;">${
      safeUrl(website) !== '#' && website
        ? `<a href="${escapeAttribute(safeUrl(website))}" target="_blank" style="${link}">${escapeHtml(labels.visit)}</a> · `
        : ''
    }<a href="${UNSUBSCRIBE_URL_PLACEHOLDER}" target="_blank" style="${link}">${escapeHtml(labels.unsubscribe)}</a></p>`,
  ];
  return content(counter, 'text', {
    fontSize: '12px',
    color: c.muted,
    textAlign: 'center',
    lineHeight: '150%',
    linkStyle: linkStyle(c.muted),
    text: lines.filter(Boolean).join(''),
    containerPadding: '20px 40px 28px',
  });
}

export function buildEmailDesign(input: DesignInput): UnlayerDesign {
  const style = MOOD_STYLES[input.mood];
  const c = colorsFor(input.palette);
  const counter = new DesignCounter();
  const { content: email } = input;
  const ctaUrl = safeUrl(email.callToAction.url || input.fallbackUrl || '');

  const hero = [
    header(counter, input, c, style),
    heading(counter, email.headline, 'h1', style, c.heading),
    textBlock(counter, paragraphs(email.intro, style, c.text), style, c.text, {
      textAlign: style.headlineAlign,
      fontSize: `${style.bodySize + 1}px`,
    }),
  ];
  const sections = email.sections.flatMap((section) => [
    ...(style.accentWidth > 0 ? [accentBar(counter, style.accentWidth, c.accent)] : []),
    heading(counter, section.heading, 'h2', style, c.heading),
    textBlock(counter, paragraphs(section.body, style, c.text), style, c.text),
  ]);
  const cta = content(counter, 'button', {
    href: { name: 'web', values: { href: ctaUrl === '#' ? '' : ctaUrl, target: '_blank' } },
    buttonColors: {
      color: c.buttonText,
      backgroundColor: c.button,
      hoverColor: c.buttonText,
      hoverBackgroundColor: c.accent,
    },
    size: { autoWidth: true, width: '100%' },
    fontFamily: style.bodyFont,
    fontSize: '16px',
    fontWeight: 700,
    textAlign: style.headlineAlign === 'center' ? 'center' : 'left',
    lineHeight: '120%',
    padding: style.buttonPadding,
    border: {},
    borderRadius: style.buttonRadius,
    text: `<strong>${escapeHtml(email.callToAction.label)}</strong>`,
    containerPadding: '20px 40px 24px',
  });
  const closing = textBlock(counter, paragraphs(email.closing, style, c.text), style, c.text, {
    containerPadding: '8px 40px 28px',
  });
  const rule = content(counter, 'divider', {
    width: '100%',
    border: { borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: c.line },
    textAlign: 'center',
    containerPadding: '0px 40px',
  });

  const rows = [
    // A band of the accent colour across the top of the card, as brands' newsletters often have.
    row(counter, [column(counter, [topBand(counter, c.accent)])], { columnsBackgroundColor: c.accent }),
    row(counter, [column(counter, hero, { padding: '8px 0px 0px' })], { columnsBackgroundColor: c.surface }),
    row(counter, [column(counter, [...sections, cta, closing])], { columnsBackgroundColor: c.surface }),
    row(counter, [column(counter, [rule, footer(counter, input, c)])], { columnsBackgroundColor: c.surface }),
  ];

  return {
    counters: counter.counters,
    body: {
      id: 'body-1',
      rows,
      headers: [],
      footers: [],
      values: {
        popupPosition: 'center',
        popupWidth: '600px',
        popupHeight: 'auto',
        borderRadius: '10px',
        contentAlign: 'center',
        contentVerticalAlign: 'center',
        contentWidth: '600px',
        fontFamily: style.bodyFont,
        textColor: c.text,
        backgroundColor: c.canvas,
        backgroundImage: {
          url: '',
          fullWidth: true,
          repeat: 'no-repeat',
          size: 'custom',
          position: 'center',
        },
        preheaderText: email.preheader,
        linkStyle: {
          body: true,
          linkColor: c.accent,
          linkHoverColor: c.accent,
          linkUnderline: true,
          linkHoverUnderline: true,
        },
        _meta: { htmlID: 'u_body', htmlClassNames: 'u_body' },
      },
    },
    schemaVersion: UNLAYER_SCHEMA_VERSION,
  };
}
