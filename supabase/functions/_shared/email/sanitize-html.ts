/**
 * An allowlist HTML sanitizer for the HTML that Unlayer text, heading and html contents carry.
 * It re-serialises what it keeps (tags, attributes, styles) rather than passing input through, so
 * nothing it does not understand reaches the email. Platform-neutral: no DOM needed.
 */

import { escapeAttribute, safeUrl } from '../escape.ts';
import { sanitizeStyle } from './sanitize-css.ts';

const INLINE_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'span',
  'br',
  'sup',
  'sub',
  'small',
  'code',
  'mark',
  'font',
];
const BLOCK_TAGS = [
  'p',
  'div',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'hr',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'center',
];
const VOID_TAGS = new Set(['br', 'hr', 'img']);

/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'head',
  'xmp',
  'form',
  'select',
  'button',
  'video',
  'audio',
  'canvas',
  'xml',
  'meta',
  'link',
  'base',
  'plaintext',
]);

const GLOBAL_ATTRIBUTES = new Set(['style', 'title', 'align', 'dir', 'lang']);
const TAG_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'target']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan', 'width', 'valign', 'bgcolor']),
  th: new Set(['colspan', 'rowspan', 'width', 'valign', 'bgcolor']),
  table: new Set(['width', 'cellpadding', 'cellspacing', 'border', 'bgcolor', 'role']),
  font: new Set(['color']),
  ol: new Set(['start']),
};

const ATTRIBUTE_PATTERNS: Record<string, RegExp> = {
  align: /^(?:left|center|right|justify)$/i,
  valign: /^(?:top|middle|bottom)$/i,
  dir: /^(?:ltr|rtl|auto)$/i,
  lang: /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i,
  target: /^_(?:blank|self)$/,
  rel: /^[a-z ]+$/i,
  width: /^\d{1,4}%?$/,
  height: /^\d{1,4}%?$/,
  colspan: /^\d{1,2}$/,
  rowspan: /^\d{1,2}$/,
  cellpadding: /^\d{1,2}$/,
  cellspacing: /^\d{1,2}$/,
  border: /^\d$/,
  start: /^\d{1,4}$/,
  bgcolor: /^#[0-9a-f]{3,6}$/i,
  color: /^#[0-9a-f]{3,6}$/i,
  role: /^(?:presentation|none)$/,
};

export interface SanitizeOptions {
  /** Text and heading contents hold inline markup (plus paragraphs and lists); html contents hold any block. */
  blocks?: 'text' | 'all' | 'none';
  fixColor?: (color: string) => string;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** Attribute values are decoded before they are judged: "&#106;avascript:" is javascript:. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1]?.toLowerCase() === 'x'
          ? Number.parseInt(entity.slice(2), 16)
          : Number.parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** Text between tags: kept as written, but a stray "<", ">" or "&" is escaped. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function allowedTags(blocks: SanitizeOptions['blocks']): Set<string> {
  if (blocks === 'none') return new Set(INLINE_TAGS);
  if (blocks === 'text')
    return new Set([...INLINE_TAGS, 'p', 'div', 'ul', 'ol', 'li', 'blockquote', 'center']);
  return new Set([...INLINE_TAGS, ...BLOCK_TAGS]);
}

function cleanAttribute(tag: string, name: string, raw: string, options: SanitizeOptions): string | null {
  if (!GLOBAL_ATTRIBUTES.has(name) && !TAG_ATTRIBUTES[tag]?.has(name)) return null;
  const value = decodeEntities(raw).trim();
  if (name === 'style') {
    const style = sanitizeStyle(value, options.fixColor);
    return style ? style : null;
  }
  if (name === 'href') {
    const url = safeUrl(value);
    return url === '#' ? null : url;
  }
  if (name === 'src') {
    const url = safeUrl(value);
    return /^https?:\/\//i.test(url) ? url : null;
  }
  if (name === 'alt' || name === 'title') return value.slice(0, 300);
  const pattern = ATTRIBUTE_PATTERNS[name];
  return pattern?.test(value) ? value : null;
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: Array<[string, string]>;
  end: number;
}

/** Reads one tag starting at `<`; null when what follows is not a tag (then "<" is text). */
function readTag(html: string, start: number): Tag | null {
  const head = /^<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)/.exec(html.slice(start, start + 64));
  if (!head) return null;
  const attributes: Array<[string, string]> = [];
  let i = start + head[0].length;
  while (i < html.length) {
    while (i < html.length && /[\s/]/.test(html.charAt(i))) i++;
    if (i >= html.length) break;
    if (html[i] === '>')
      return { name: (head[2] ?? '').toLowerCase(), closing: head[1] === '/', attributes, end: i + 1 };
    const nameMatch = /^[^\s"'>/=]+/.exec(html.slice(i));
    if (!nameMatch) {
      i++;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    i += nameMatch[0].length;
    while (i < html.length && /\s/.test(html.charAt(i))) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && /\s/.test(html.charAt(i))) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close < 0 ? html.length : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const unquoted = /^[^\s>]*/.exec(html.slice(i))?.[0] ?? '';
        value = unquoted;
        i += unquoted.length;
      }
    }
    attributes.push([name, value]);
  }
  // An unterminated tag is not markup a browser would build: drop the rest.
  return { name: (head[2] ?? '').toLowerCase(), closing: head[1] === '/', attributes, end: html.length };
}

/** Where the content of a dropped element ends: after its closing tag, or at the end of input. */
function skipElement(html: string, name: string, from: number): number {
  const close = html.toLowerCase().indexOf(`</${name}`, from);
  if (close < 0) return html.length;
  const gt = html.indexOf('>', close);
  return gt < 0 ? html.length : gt + 1;
}

export function sanitizeHtml(html: unknown, options: SanitizeOptions = {}): string {
  const input = typeof html === 'string' ? html : '';
  const allowed = allowedTags(options.blocks ?? 'text');
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt < 0) {
      out.push(escapeText(input.slice(i)));
      break;
    }
    out.push(escapeText(input.slice(i, lt)));
    if (input.startsWith('<!--', lt)) {
      const end = input.indexOf('-->', lt + 4);
      i = end < 0 ? input.length : end + 3;
      continue;
    }
    if (input[lt + 1] === '!' || input[lt + 1] === '?') {
      const end = input.indexOf('>', lt);
      i = end < 0 ? input.length : end + 1;
      continue;
    }
    const tag = readTag(input, lt);
    if (!tag) {
      out.push('&lt;');
      i = lt + 1;
      continue;
    }
    i = tag.end;
    if (!tag.closing && DROP_WITH_CONTENT.has(tag.name)) {
      i = skipElement(input, tag.name, i);
      continue;
    }
    if (!allowed.has(tag.name)) continue;
    if (tag.closing) {
      const at = open.lastIndexOf(tag.name);
      if (at < 0) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    const attributes = tag.attributes
      .map(([name, raw]) => [name, cleanAttribute(tag.name, name, raw, options)] as const)
      .filter((pair): pair is readonly [string, string] => pair[1] !== null)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
    if (tag.name === 'a' && attributes.some((a) => a.startsWith(' target=')))
      attributes.push(' rel="noopener"');
    if (tag.name === 'img' && !attributes.some((a) => a.startsWith(' alt='))) attributes.push(' alt=""');
    out.push(`<${tag.name}${attributes.join('')}>`);
    if (!VOID_TAGS.has(tag.name)) open.push(tag.name);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** Plain text of an HTML fragment, for alt texts and titles. */
export function htmlToText(html: unknown): string {
  return decodeEntities(sanitizeHtml(html, { blocks: 'none' }).replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
