/**
 * Generated email content → Unlayer design JSON: the sender's header, a hero with the headline,
 * intro and the first button (on a phone's first screen), the workspace's pictures, the points
 * (side by side or beside a picture, stacking on phones), the button again, closing, social links
 * and the legal footer. Colours come from the palette's roles (email-colors.ts), typography from
 * the mood (mood-typography.ts) and the treatment from it too (mood-layout.ts).
 */

import type { Mood, Palette, Sender } from '../content/brief.ts';
import { type EmailContent, UNSUBSCRIBE_URL_PLACEHOLDER } from '../content/email-content.ts';
import { escapeAttribute, escapeHtml, safeUrl } from '../escape.ts';
import { type Align, button, heading, picture, rule, SIDE, textBlock } from './email-blocks.ts';
import { type BlockColors, type EmailColors, emailColors } from './email-colors.ts';
import { splitLead } from './hero-lead.ts';
import { MOOD_LAYOUTS, type MoodLayout } from './mood-layout.ts';
import { MOOD_STYLES, type MoodStyle } from './mood-typography.ts';
import { column, content, DesignCounter, linkStyle, row } from './unlayer-blocks.ts';
import {
  UNLAYER_SCHEMA_VERSION,
  type UnlayerColumn,
  type UnlayerContent,
  type UnlayerDesign,
  type UnlayerRow,
} from './unlayer-design.ts';

/** A picture of the workspace's own library (the public images bucket): never an outside host. */
export interface EmailImage {
  url: string;
}

/** A profile of the sender on a network, found in what the user wrote (social-links.ts). */
export interface SocialLink {
  name: string;
  url: string;
}

export interface DesignInput {
  content: EmailContent;
  palette: Palette;
  mood: Mood;
  sender: Sender;
  locale: 'en' | 'es';
  /** Where the call to action goes when the content leaves it empty (the campaign's page). */
  fallbackUrl?: string;
  /** The workspace's pictures, best first: the first is the hero, the next sit beside the points. */
  images?: EmailImage[];
  socialLinks?: SocialLink[];
}

const CARD_WIDTH = 600;

const LABELS = {
  en: { unsubscribe: 'Unsubscribe', why: 'You are receiving this email from', visit: 'Visit our website' },
  es: { unsubscribe: 'Cancelar suscripción', why: 'Recibes este correo de', visit: 'Visita nuestro sitio' },
};

interface Build {
  counter: DesignCounter;
  input: DesignInput;
  style: MoodStyle;
  layout: MoodLayout;
  colors: EmailColors;
  align: Align;
  ctaUrl: string;
  images: string[];
  alt: string;
}

/** A row painted as the mood frames it: part of one card, a separate rounded block, or bare. */
function framedRow(b: Build, columns: UnlayerColumn[], background: string): UnlayerRow {
  const { counter, layout } = b;
  if (layout.frame !== 'blocks') return row(counter, columns, { columnsBackgroundColor: background });
  // The block's colour stays the row's (the quick editor's "section background"); a lone column
  // rounds its corners.
  const [only, ...others] = columns;
  if (only && others.length === 0) only.values.borderRadius = layout.blockRadius;
  return row(counter, columns, { padding: '0px 0px 12px', columnsBackgroundColor: background });
}

function blockRow(b: Build, contents: UnlayerContent[], background: string): UnlayerRow {
  return framedRow(b, [column(b.counter, contents)], background);
}

function logoOrWordmark(b: Build, colors: BlockColors, align: Align, big: boolean): UnlayerContent {
  const { counter, input, style } = b;
  const logo = input.sender.logoUrl ? safeUrl(input.sender.logoUrl) : '#';
  if (logo !== '#' && /^https?:/i.test(logo)) {
    return content(counter, 'image', {
      src: { url: logo, width: 140, height: 'auto', maxWidth: '140px', autoWidth: false },
      textAlign: align,
      altText: input.sender.organizationName,
      action: {
        name: 'web',
        values: { href: safeUrl(input.sender.website) === '#' ? '' : input.sender.website, target: '_blank' },
      },
      containerPadding: `24px ${SIDE}px 8px`,
    });
  }
  // No logo: the organisation's name set as a wordmark, readable on its block.
  const color = colors.heading;
  return content(counter, 'text', {
    fontSize: big ? '26px' : '18px',
    color,
    textAlign: align,
    lineHeight: '120%',
    linkStyle: linkStyle(color),
    text: `<p style="margin:0;font-family:${escapeAttribute(style.headingFont.value)};font-weight:700;letter-spacing:${big ? 0 : 1}px;">${escapeHtml(input.sender.organizationName)}</p>`,
    containerPadding: big ? `22px ${SIDE}px` : `24px ${SIDE}px 8px`,
  });
}

function headerRows(b: Build): UnlayerRow[] {
  const { counter, layout, colors } = b;
  const rows: UnlayerRow[] = [];
  if (layout.topStripe > 0) {
    rows.push(
      row(
        counter,
        [column(counter, [rule(counter, colors.accent, layout.topStripe, '100%', 'center', '0px')])],
        {
          columnsBackgroundColor: colors.accent,
        },
      ),
    );
  }
  const band = layout.header === 'band' && !b.input.sender.logoUrl;
  if (band) {
    rows.push(blockRow(b, [logoOrWordmark(b, colors.block, 'left', true)], colors.block.background));
    return rows;
  }
  const align: Align = layout.header === 'centered' ? 'center' : 'left';
  const contents = [logoOrWordmark(b, colors.surface, align, false)];
  // Ruled moods set the header off with a thin rule, as stationery does.
  if (layout.sections === 'ruled')
    contents.push(rule(counter, colors.accent, 1, '64px', align, `8px ${SIDE}px 0px`));
  rows.push(blockRow(b, contents, colors.surface.background));
  return rows;
}

function heroColors(b: Build): BlockColors {
  const { hero } = b.layout;
  return hero === 'block' ? b.colors.block : hero === 'tinted' ? b.colors.tint : b.colors.surface;
}

function ctaButton(b: Build, colors: BlockColors, align: Align, padding?: string): UnlayerContent {
  const { content: email } = b.input;
  return button(
    b.counter,
    { label: email.callToAction.label, url: b.ctaUrl, colors, align, padding },
    b.style,
    b.layout,
  );
}

/** The headline, the intro and the first button, so the button is on a phone's first screen. */
function heroRows(b: Build): UnlayerRow[] {
  const { counter, input, style, layout } = b;
  const colors = heroColors(b);
  const roomy = layout.hero === 'open' ? '' : `${SIDE - 8}px`;
  const { lead, rest } = splitLead(input.content.intro);
  const intro = (text: string, padding: string) =>
    textBlock(counter, text, style, colors.text, {
      textAlign: b.align,
      fontSize: `${style.bodySize + 1}px`,
      containerPadding: padding,
    });
  const contents = [
    heading(counter, input.content.headline, 'h1', style, colors.heading, b.align, {
      containerPadding: `${roomy || '12px'} ${SIDE}px 10px`,
    }),
    intro(lead, `4px ${SIDE}px 8px`),
    ctaButton(b, colors, b.align, `8px ${SIDE}px ${rest ? '12px' : roomy || '20px'}`),
    ...(rest ? [intro(rest, `4px ${SIDE}px ${roomy || '12px'}`)] : []),
  ];
  const rows = [blockRow(b, contents, colors.background)];
  const hero = b.images.shift();
  if (hero) {
    const width = layout.bleedImages && layout.frame !== 'blocks' ? CARD_WIDTH : CARD_WIDTH - 2 * SIDE;
    const padding = width === CARD_WIDTH ? '0px' : `8px ${SIDE}px 8px`;
    rows.push(blockRow(b, [picture(counter, hero, b.alt, width, padding)], b.colors.surface.background));
  }
  return rows;
}

function sectionContents(
  b: Build,
  section: EmailContent['sections'][number],
  colors: BlockColors,
  align: Align,
): UnlayerContent[] {
  const { counter, style, layout } = b;
  const pad = (top: number, bottom: number) => `${top}px ${SIDE}px ${bottom}px`;
  const bar =
    layout.sections === 'stack' || layout.sections === 'pairs'
      ? [rule(counter, b.colors.accent, 3, `${style.accentWidth || 40}px`, align, pad(18, 0))]
      : [];
  return [
    ...bar,
    heading(counter, section.heading, 'h2', style, colors.heading, align, { containerPadding: pad(14, 6) }),
    textBlock(counter, section.body, style, colors.text, { textAlign: align, containerPadding: pad(4, 8) }),
  ];
}

/** A picture beside a point, alternating sides; stacked on phones. */
function pictureBeside(
  b: Build,
  section: EmailContent['sections'][number],
  url: string,
  index: number,
  colors: BlockColors,
): UnlayerRow {
  const { counter } = b;
  const width = CARD_WIDTH / 2 - SIDE - 8;
  const image = column(counter, [picture(counter, url, b.alt, width, `16px ${SIDE}px`)]);
  const text = column(counter, sectionContents(b, section, colors, 'left'));
  return framedRow(b, index % 2 === 0 ? [image, text] : [text, image], colors.background);
}

/** Two points share a row when neither would leave its neighbour's column mostly empty. */
function balanced(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a.length, b.length] : [b.length, a.length];
  return long <= 160 || long <= 2 * short;
}

function sectionRows(b: Build): UnlayerRow[] {
  const { counter, input, layout, colors } = b;
  const sections = input.content.sections;
  const rows: UnlayerRow[] = [];
  const centred: Align = layout.sections === 'ruled' ? b.align : 'left';
  let index = 0;
  for (let section = sections[index]; section; section = sections[index]) {
    const next = sections[index + 1];
    if (layout.sections === 'pairs' && next && balanced(section.body, next.body)) {
      // Two points side by side, each under its own picture when there are pictures left.
      const cols = [section, next].map((s) => {
        const image = b.images.shift();
        const width = CARD_WIDTH / 2 - 2 * SIDE;
        const top = image ? [picture(counter, image, b.alt, width, `16px ${SIDE}px 0px`)] : [];
        return column(counter, [...top, ...sectionContents(b, s, colors.surface, 'left')]);
      });
      rows.push(framedRow(b, cols, colors.surface.background));
      index += 2;
      continue;
    }
    const image = b.images.shift();
    if (image) {
      rows.push(pictureBeside(b, section, image, index, colors.surface));
      index++;
      continue;
    }
    if (layout.sections === 'cards') {
      // Tinted and plain blocks alternate, so neighbouring points read as separate cards.
      const tone = index % 2 === 0 ? colors.tint : colors.surface;
      rows.push(blockRow(b, sectionContents(b, section, tone, 'left'), tone.background));
    } else {
      const lead =
        layout.sections === 'ruled' && index > 0
          ? [rule(counter, colors.line, 1, '100%', 'center', `16px ${SIDE}px 0px`)]
          : [];
      rows.push(
        blockRow(
          b,
          [...lead, ...sectionContents(b, section, colors.surface, centred)],
          colors.surface.background,
        ),
      );
    }
    index++;
  }
  return rows;
}

function socialLinks(b: Build, colors: BlockColors): UnlayerContent[] {
  const links = (b.input.socialLinks ?? []).filter((link) => safeUrl(link.url) !== '#');
  if (links.length === 0) return [];
  return [
    content(b.counter, 'social', {
      icons: { iconType: 'circle', icons: links.map((l) => ({ name: l.name, url: safeUrl(l.url) })) },
      align: b.align,
      spacing: 16,
      color: colors.heading,
      containerPadding: `4px ${SIDE}px 16px`,
    }),
  ];
}

function closingRows(b: Build): UnlayerRow[] {
  const { counter, input, style, colors } = b;
  const surface = colors.surface;
  return [
    blockRow(
      b,
      [
        ctaButton(b, surface, b.align, `20px ${SIDE}px 16px`),
        textBlock(counter, input.content.closing, style, surface.text, {
          textAlign: b.align,
          containerPadding: `8px ${SIDE}px 16px`,
        }),
        ...socialLinks(b, surface),
      ],
      surface.background,
    ),
  ];
}

function footer(b: Build): UnlayerContent {
  const { input, colors } = b;
  const labels = LABELS[input.locale];
  const { organizationName, postalAddress, website } = input.sender;
  const link = `color:${colors.muted};text-decoration:underline;`;
  const lines = [
    input.content.legal ? `<p style="margin:0 0 8px;">${escapeHtml(input.content.legal)}</p>` : '',
    `<p style="margin:0 0 8px;">${escapeHtml(labels.why)} <strong>${escapeHtml(organizationName)}</strong>${postalAddress ? ` · ${escapeHtml(postalAddress)}` : ''}</p>`,
    `<p style="margin:0;">${
      safeUrl(website) !== '#' && website
        ? `<a href="${escapeAttribute(safeUrl(website))}" target="_blank" style="${link}">${escapeHtml(labels.visit)}</a> · `
        : ''
    }<a href="${UNSUBSCRIBE_URL_PLACEHOLDER}" target="_blank" style="${link}">${escapeHtml(labels.unsubscribe)}</a></p>`,
  ];
  return content(b.counter, 'text', {
    fontSize: '12px',
    color: colors.muted,
    textAlign: 'center',
    lineHeight: '150%',
    linkStyle: linkStyle(colors.muted),
    text: lines.filter(Boolean).join(''),
    containerPadding: `20px ${SIDE}px 28px`,
  });
}

function footerRow(b: Build): UnlayerRow {
  const { counter, colors, layout } = b;
  // On a stack of blocks the footer sits on the canvas, quieter than the message.
  if (layout.frame === 'blocks') return row(counter, [column(counter, [footer(b)])]);
  const divider = rule(counter, colors.line, 1, '100%', 'center', `0px ${SIDE}px`);
  return row(counter, [column(counter, [divider, footer(b)])], {
    columnsBackgroundColor: colors.surface.background,
  });
}

export function buildEmailDesign(input: DesignInput): UnlayerDesign {
  const style = MOOD_STYLES[input.mood];
  const layout = MOOD_LAYOUTS[input.mood];
  const colors = emailColors(input.palette);
  const b: Build = {
    counter: new DesignCounter(),
    input,
    style,
    layout,
    colors,
    align: style.headlineAlign,
    ctaUrl: safeUrl(input.content.callToAction.url || input.fallbackUrl || ''),
    images: (input.images ?? []).map((i) => safeUrl(i.url)).filter((url) => /^https?:\/\//i.test(url)),
    alt: input.sender.organizationName,
  };
  const rows = [...headerRows(b), ...heroRows(b), ...sectionRows(b), ...closingRows(b), footerRow(b)];
  // Without a card the message sits on the brand's background itself.
  const canvas = layout.frame === 'none' ? colors.surface.background : colors.canvas;
  return {
    counters: b.counter.counters,
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
        contentWidth: `${CARD_WIDTH}px`,
        fontFamily: style.bodyFont,
        textColor: colors.surface.text,
        backgroundColor: canvas,
        backgroundImage: {
          url: '',
          fullWidth: true,
          repeat: 'no-repeat',
          size: 'custom',
          position: 'center',
        },
        preheaderText: input.content.preheader,
        linkStyle: {
          body: true,
          linkColor: colors.accent,
          linkHoverColor: colors.accent,
          linkUnderline: true,
          linkHoverUnderline: true,
        },
        _meta: { htmlID: 'u_body', htmlClassNames: 'u_body' },
      },
    },
    schemaVersion: UNLAYER_SCHEMA_VERSION,
  };
}
