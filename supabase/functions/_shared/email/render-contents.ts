/** Each Unlayer content type → email-safe table markup with inline styles. */

import { AA_LARGE, AA_NORMAL, contrastRatio, ensureContrast } from '../color.ts';
import { escapeAttribute, escapeHtml, safeUrl } from '../escape.ts';
import { labelOn } from './email-colors.ts';
import { cssColor, cssFont, cssLength, pxNumber, type RenderContext } from './render-context.ts';
import { htmlToText, sanitizeHtml } from './sanitize-html.ts';
import { obj, str, type UnlayerContent } from './unlayer-design.ts';

type Renderer = (values: Record<string, unknown>, ctx: RenderContext) => string;

const attr = escapeAttribute;

function align(value: unknown, fallback = 'left'): string {
  const a = str(value, fallback).toLowerCase();
  return ['left', 'center', 'right', 'justify'].includes(a) ? a : fallback;
}

/** Every content sits in its own full-width table, padded as the design says. */
function wrap(values: Record<string, unknown>, inner: string, extraStyle = ''): string {
  const padding = cssLength(values.containerPadding, '10px');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:${attr(padding)};${extraStyle}">${inner}</td></tr></table>`;
}

function textColor(values: Record<string, unknown>, ctx: RenderContext, ratio = AA_NORMAL): string {
  return ensureContrast(cssColor(values.color, ctx.textColor), ctx.background, ratio);
}

const text: Renderer = (values, ctx) => {
  const color = textColor(values, ctx);
  const fix = (c: string) => ensureContrast(c, ctx.background, AA_NORMAL);
  const body = sanitizeHtml(values.text, { blocks: 'text', fixColor: fix });
  const style = [
    `font-family:${cssFont(values.fontFamily, ctx.fontFamily)}`,
    `font-size:${cssLength(values.fontSize, '16px')}`,
    `line-height:${cssLength(values.lineHeight, '150%')}`,
    `color:${color}`,
    `text-align:${align(values.textAlign)}`,
  ].join(';');
  return wrap(values, `<div style="${attr(style)}">${body}</div>`);
};

const heading: Renderer = (values, ctx) => {
  const level = /^h[1-4]$/.test(str(values.headingType)) ? str(values.headingType) : 'h1';
  const size = pxNumber(values.fontSize, level === 'h1' ? 28 : 20);
  // Large text (24 px and up) needs 3:1 under WCAG AA; smaller headings need 4.5:1.
  const color = textColor(values, ctx, size >= 24 ? AA_LARGE : AA_NORMAL);
  const weight = pxNumber(values.fontWeight, 700);
  const style = [
    'margin:0',
    `font-family:${cssFont(values.fontFamily, ctx.fontFamily)}`,
    `font-size:${size}px`,
    `font-weight:${weight >= 100 && weight <= 900 ? weight : 700}`,
    `line-height:${cssLength(values.lineHeight, '125%')}`,
    `letter-spacing:${/^-?\d{1,2}(?:\.\d+)?px$/.test(str(values.letterSpacing)) ? str(values.letterSpacing) : '0px'}`,
    `color:${color}`,
    `text-align:${align(values.textAlign)}`,
  ].join(';');
  const inner = sanitizeHtml(values.text, {
    blocks: 'none',
    fixColor: (c) => ensureContrast(c, ctx.background, AA_LARGE),
  });
  return wrap(values, `<${level} style="${attr(style)}">${inner}</${level}>`);
};

function link(values: Record<string, unknown>, key: string): string {
  const action = obj(values[key]);
  const href = safeUrl(str(obj(action.values).href));
  return href;
}

const button: Renderer = (values, ctx) => {
  const colors = obj(values.buttonColors);
  // Whatever the design says, the button stands out from its block (3:1) and its label reads on it.
  const background = ensureContrast(cssColor(colors.backgroundColor, '#1a1a1a'), ctx.background, AA_LARGE);
  const wanted = cssColor(colors.color, '');
  const color = wanted && contrastRatio(wanted, background) >= AA_NORMAL ? wanted : labelOn(background);
  const radius = cssLength(values.borderRadius, '4px');
  const padding = cssLength(values.padding, '12px 24px');
  const href = link(values, 'href');
  const label =
    sanitizeHtml(values.text, { blocks: 'none', fixColor: () => color }) ||
    escapeHtml(htmlToText(values.text));
  const font = cssFont(values.fontFamily, ctx.fontFamily);
  const a = align(values.textAlign, 'center');
  const full = obj(values.size).autoWidth === false;
  const anchorStyle = `display:${full ? 'block' : 'inline-block'};padding:${padding};font-family:${font};font-size:${cssLength(values.fontSize, '16px')};font-weight:bold;line-height:${cssLength(values.lineHeight, '120%')};color:${color};text-decoration:none;border-radius:${radius};background-color:${background};`;
  const cell = `<td align="center" bgcolor="${background}" style="border-radius:${attr(radius)};background-color:${background};mso-padding-alt:${attr(padding)};">`;
  const inner =
    href === '#'
      ? `<span style="${attr(anchorStyle)}">${label}</span>`
      : `<a href="${attr(href)}" target="_blank" rel="noopener" style="${attr(anchorStyle)}">${label}</a>`;
  const table = `<table role="presentation" cellpadding="0" cellspacing="0" border="0"${full ? ' width="100%"' : ''} align="${a === 'justify' ? 'center' : a}" style="margin:${a === 'center' ? '0 auto' : '0'};"><tr>${cell}${inner}</td></tr></table>`;
  return wrap(values, table);
};

const image: Renderer = (values, ctx) => {
  const src = obj(values.src);
  const url = safeUrl(str(src.url));
  if (!/^https?:\/\//i.test(url)) return '';
  const max = Math.min(ctx.width, pxNumber(src.maxWidth, pxNumber(src.width, ctx.width)));
  const alt = htmlToText(values.altText);
  const a = align(values.textAlign, 'center');
  const img = `<img src="${attr(url)}" alt="${attr(alt)}" width="${Math.round(max)}" style="display:${a === 'center' ? 'block;margin:0 auto' : 'block'};width:100%;max-width:${Math.round(max)}px;height:auto;border:0;text-decoration:none;">`;
  const href = link(values, 'action');
  const inner = href === '#' ? img : `<a href="${attr(href)}" target="_blank" rel="noopener">${img}</a>`;
  return wrap(values, inner, `text-align:${a};`);
};

const divider: Renderer = (values, ctx) => {
  const border = obj(values.border);
  const width = pxNumber(border.borderTopWidth, 1);
  const style = ['solid', 'dashed', 'dotted'].includes(str(border.borderTopStyle))
    ? str(border.borderTopStyle)
    : 'solid';
  const color = cssColor(border.borderTopColor, ctx.textColor);
  const lineWidth = /^\d{1,3}%$|^\d{1,4}px$/.test(str(values.width)) ? str(values.width) : '100%';
  const a = align(values.textAlign, 'center');
  const table = `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="${attr(lineWidth.replace('px', ''))}" align="${a === 'justify' ? 'center' : a}" style="width:${attr(lineWidth)};"><tr><td style="border-top:${width}px ${style} ${color};font-size:0;line-height:0;height:0;">&nbsp;</td></tr></table>`;
  return wrap(values, table);
};

const spacer: Renderer = (values) => {
  const height = Math.min(200, pxNumber(values.height, 20));
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="height:${height}px;line-height:${height}px;font-size:1px;">&nbsp;</td></tr></table>`;
};

const html: Renderer = (values, ctx) =>
  wrap(
    values,
    sanitizeHtml(values.html, {
      blocks: 'all',
      fixColor: (c) => ensureContrast(c, ctx.background, AA_NORMAL),
    }),
  );

/** Links with the network's name: no icon images from third-party hosts. */
const social: Renderer = (values, ctx) => {
  const icons = Array.isArray(obj(values.icons).icons) ? (obj(values.icons).icons as unknown[]) : [];
  const color = ensureContrast(ctx.linkColor, ctx.background, AA_NORMAL);
  const links = icons
    .map((icon) => obj(icon))
    .map((icon) => ({ name: htmlToText(icon.name), url: safeUrl(str(icon.url)) }))
    .filter((icon) => icon.name && icon.url !== '#')
    .map(
      (icon) =>
        `<a href="${attr(icon.url)}" target="_blank" rel="noopener" style="color:${color};font-family:${attr(ctx.fontFamily)};font-size:14px;font-weight:bold;text-decoration:underline;">${escapeHtml(icon.name)}</a>`,
    );
  if (links.length === 0) return '';
  const spacing = Math.min(40, pxNumber(values.spacing, 12));
  return wrap(
    values,
    links.join(`<span style="display:inline-block;width:${spacing}px;">&nbsp;</span>`),
    `text-align:${align(values.align, 'center')};`,
  );
};

const menu: Renderer = (values, ctx) => {
  const items = Array.isArray(obj(values.menu).items) ? (obj(values.menu).items as unknown[]) : [];
  const color = ensureContrast(cssColor(values.linkColor, ctx.linkColor), ctx.background, AA_NORMAL);
  const textColorValue = ensureContrast(cssColor(values.textColor, ctx.textColor), ctx.background, AA_NORMAL);
  const style = `color:${color};font-family:${cssFont(values.fontFamily, ctx.fontFamily)};font-size:${cssLength(values.fontSize, '14px')};text-decoration:none;`;
  const entries = items
    .map((item) => obj(item))
    .map((item) => ({ text: htmlToText(item.text), href: link(item, 'link') }))
    .filter((item) => item.text)
    .map((item) =>
      item.href === '#'
        ? `<span style="${attr(style.replace(color, textColorValue))}">${escapeHtml(item.text)}</span>`
        : `<a href="${attr(item.href)}" target="_blank" rel="noopener" style="${attr(style)}">${escapeHtml(item.text)}</a>`,
    );
  if (entries.length === 0) return '';
  const vertical = str(values.layout) === 'vertical';
  const separator = htmlToText(values.separator);
  const joiner = vertical
    ? '<br>'
    : `<span style="color:${textColorValue};padding:0 8px;">${escapeHtml(separator || ' ')}</span>`;
  return wrap(values, entries.join(joiner), `text-align:${align(values.align, 'center')};`);
};

const RENDERERS: Record<string, Renderer> = {
  text,
  heading,
  button,
  image,
  divider,
  spacer,
  html,
  social,
  menu,
};

/** Unknown types (custom tools, future ones) are skipped: an email never shows what it cannot vet. */
export function renderContent(item: UnlayerContent, ctx: RenderContext): string {
  const render = RENDERERS[str(item?.type)];
  const values = obj(item?.values);
  if (!render || values.hideDesktop === true) return '';
  return render(values, ctx);
}
