/**
 * The plain-text part of a campaign message, derived from its HTML once per job (then only the
 * unsubscribe placeholder differs per recipient). Readable as a person would write it: headings
 * underlined, paragraphs apart, links as `text (url)`, lists as `- item` / `1. item`; nothing of
 * the head, styles, scripts, Outlook conditional comments or hidden elements (the preheader).
 * Parsed with parse5, as a browser would, so a crafted tag cannot smuggle markup into the text.
 */

import { parse } from 'parse5';

interface Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

/** Elements whose content is never read (hidden, metadata, code, form controls, media). */
const SKIPPED = new Set([
  'head',
  'style',
  'script',
  'noscript',
  'template',
  'title',
  'meta',
  'link',
  'iframe',
  'object',
  'embed',
  'svg',
  'canvas',
  'video',
  'audio',
  'select',
  'textarea',
  'button',
  'input',
]);

/** Elements that end a line before and after them. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'center',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'header',
  'main',
  'nav',
  'section',
  'table',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'td',
  'th',
]);

/** Elements set apart by a blank line. */
const PARAGRAPHS = new Set(['p', 'blockquote', 'pre', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

interface ListState {
  ordered: boolean;
  index: number;
  depth: number;
}

const attribute = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;

function isHidden(node: Node): boolean {
  if (attribute(node, 'hidden') !== undefined || attribute(node, 'aria-hidden') === 'true') return true;
  const style = (attribute(node, 'style') ?? '').toLowerCase().replace(/\s+/g, '');
  return (
    /(?:^|;)display:none/.test(style) ||
    /(?:^|;)visibility:hidden/.test(style) ||
    /mso-hide:all/.test(style) ||
    /(?:^|;)max-height:0(?:px)?(?:;|$)/.test(style)
  );
}

/** What a link shows: `https://…` for a bare address, `text (url)` otherwise; nothing for `#`. */
function linkTarget(href: string | undefined): string | null {
  const url = (href ?? '').trim();
  if (/^(?:https?:|mailto:|tel:)/i.test(url) || url.startsWith('{{')) return url.replace(/^mailto:/i, '');
  return null;
}

class TextWriter {
  private lines: string[] = [''];
  /** Line breaks wanted before the next text: 1 a new line, 2 a blank line. */
  private breaks = 0;

  text(value: string) {
    const collapsed = value.replace(/(?:\s|\u034f|[\u00a0\u2007\u200b-\u200d\ufeff])+/g, ' ');
    if (!collapsed.trim()) {
      if (collapsed && !this.current().endsWith(' ') && this.current() !== '') this.append(' ');
      return;
    }
    this.flushBreaks();
    const line = this.current();
    this.append(line === '' || line.endsWith(' ') ? collapsed.replace(/^ /, '') : collapsed);
  }

  /** Text that must stay as is (a URL, a list marker). */
  raw(value: string) {
    this.flushBreaks();
    this.append(value);
  }

  lineBreak(count: 1 | 2) {
    this.breaks = Math.max(this.breaks, count);
  }

  /** A forced `<br>`: a new line even after another. */
  hardBreak() {
    this.flushBreaks();
    this.lines[this.lines.length - 1] = this.current().trimEnd();
    this.lines.push('');
  }

  mark(): { line: number; column: number } {
    this.flushBreaks();
    return { line: this.lines.length - 1, column: this.current().length };
  }

  /** The text written since `mark` (a link's label, a heading to underline). */
  since(mark: { line: number; column: number }): string {
    const [first = '', ...rest] = this.lines.slice(mark.line);
    return [first.slice(mark.column), ...rest].join('\n').trim();
  }

  result(): string {
    return this.lines
      .map((line) => line.trimEnd())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }

  private current() {
    return this.lines[this.lines.length - 1] ?? '';
  }

  private append(value: string) {
    this.lines[this.lines.length - 1] = this.current() + value;
  }

  private flushBreaks() {
    if (this.breaks === 0) return;
    const nothingYet = this.lines.length === 1 && this.current().trim() === '';
    if (!nothingYet) {
      this.lines[this.lines.length - 1] = this.current().trimEnd();
      if (this.current() !== '' || this.breaks === 2) {
        for (let i = 0; i < this.breaks; i += 1) this.lines.push('');
        // A blank line wanted where the last line is already empty: only one more.
        if (this.breaks === 2 && this.lines.at(-3) === '') this.lines.pop();
      }
    }
    this.breaks = 0;
  }
}

function walk(node: Node, out: TextWriter, list: ListState | null) {
  if (node.nodeName === '#text') {
    out.text(node.value ?? '');
    return;
  }
  if (node.nodeName === '#comment' || node.nodeName === '#documentType') return;
  const tag = node.tagName;
  if (tag && (SKIPPED.has(tag) || isHidden(node))) return;
  const children = node.childNodes ?? [];
  const inner = (nextList = list) => {
    for (const child of children) walk(child, out, nextList);
  };

  switch (tag) {
    case 'br':
      out.hardBreak();
      return;
    case 'hr':
      out.lineBreak(2);
      out.raw('---');
      out.lineBreak(2);
      return;
    case 'img': {
      return;
    }
    case 'a': {
      const target = linkTarget(attribute(node, 'href'));
      const start = out.mark();
      inner();
      let label = out.since(start);
      if (!label) {
        // An image link: its alt text names it.
        const alt = findAlt(node);
        if (alt) {
          out.text(alt);
          label = alt;
        }
      }
      if (target && label.replace(/^mailto:/i, '') !== target) out.raw(label ? ` (${target})` : target);
      return;
    }
    case 'ul':
    case 'ol':
      out.lineBreak(list ? 1 : 2);
      inner({ ordered: tag === 'ol', index: 0, depth: list ? list.depth + 1 : 0 });
      out.lineBreak(list ? 1 : 2);
      return;
    case 'li': {
      out.lineBreak(1);
      if (list) list.index += 1;
      out.raw(`${'  '.repeat(list?.depth ?? 0)}${list?.ordered ? `${list.index}.` : '-'} `);
      inner(list);
      out.lineBreak(1);
      return;
    }
    case 'h1':
    case 'h2': {
      out.lineBreak(2);
      const start = out.mark();
      inner();
      const heading = out.since(start);
      if (heading && !heading.includes('\n')) {
        out.hardBreak();
        out.raw((tag === 'h1' ? '=' : '-').repeat(Math.min(heading.length, 70)));
      }
      out.lineBreak(2);
      return;
    }
    default:
      break;
  }
  if (tag && PARAGRAPHS.has(tag)) {
    out.lineBreak(2);
    inner();
    out.lineBreak(2);
    return;
  }
  if (tag && BLOCKS.has(tag)) {
    out.lineBreak(1);
    inner();
    out.lineBreak(1);
    return;
  }
  if (node.content) walk(node.content, out, list);
  inner();
}

function findAlt(node: Node): string {
  for (const child of node.childNodes ?? []) {
    if (child.tagName === 'img') {
      const alt = attribute(child, 'alt')?.replace(/\s+/g, ' ').trim();
      if (alt) return alt;
    }
    const nested = findAlt(child);
    if (nested) return nested;
  }
  return '';
}

/** The message's text part; placeholders such as `{{unsubscribe_url}}` are kept for the caller. */
export function htmlToText(html: string): string {
  const out = new TextWriter();
  walk(parse(html) as unknown as Node, out, null);
  return `${out.result()}\n`;
}
