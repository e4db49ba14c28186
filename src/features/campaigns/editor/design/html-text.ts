import { escapeHtml } from '@shared/escape.ts';

/**
 * The quick editor edits a block's HTML as plain paragraphs: blank lines between paragraphs, line
 * breaks kept, "• " lines for lists. Links survive an edit: each keeps its words, and is put back
 * around them if they are still in the text.
 */

const BLOCK_TAGS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'center', 'pre']);

function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}</body>`, 'text/html').body;
}

const tidy = (text: string) =>
  text
    .replace(/[ \t\r\f\v\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();

function inlineText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ');
  if (node.nodeName.toLowerCase() === 'br') return '\n';
  return [...node.childNodes].map(inlineText).join('');
}

/** The block's words as plain paragraphs ("" for an empty block). */
export function htmlToPlainText(html: string): string {
  const paragraphs: string[] = [];
  let current = '';
  const flush = () => {
    const text = tidy(current);
    if (text) paragraphs.push(text);
    current = '';
  };
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      current += (node.textContent ?? '').replace(/\s+/g, ' ');
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const tag = node.nodeName.toLowerCase();
    if (tag === 'br') {
      current += '\n';
      return;
    }
    if (tag === 'ul' || tag === 'ol') {
      flush();
      const items = [...(node as Element).children].filter((child) => child.tagName.toLowerCase() === 'li');
      const lines = items
        .map((item) => tidy(inlineText(item)).replace(/\n/g, ' '))
        .filter(Boolean)
        .map((line, index) => (tag === 'ol' ? `${index + 1}. ${line}` : `• ${line}`));
      if (lines.length > 0) paragraphs.push(lines.join('\n'));
      return;
    }
    const isBlock = BLOCK_TAGS.has(tag);
    if (isBlock) flush();
    for (const child of node.childNodes) walk(child);
    if (isBlock) flush();
  };
  walk(parse(html));
  flush();
  return paragraphs.join('\n\n');
}

export type TextAnchor = {
  /** The linked words. */
  label: string;
  href: string;
  /** The opening tag with every attribute but href, to put the link back as it was styled. */
  openTag: (href: string) => string;
};

/** The links of a block, in order. */
export function anchorsIn(html: string): TextAnchor[] {
  return [...parse(html).querySelectorAll('a')].map((anchor) => {
    const bare = anchor.cloneNode(false) as HTMLAnchorElement;
    return {
      label: tidy(anchor.textContent ?? ''),
      href: anchor.getAttribute('href') ?? '',
      openTag: (href: string) => {
        bare.setAttribute('href', href);
        return bare.outerHTML.replace(/<\/a>$/i, '');
      },
    };
  });
}

/** The block's HTML with the link at `index` pointing elsewhere; everything else as it was. */
export function withAnchorHref(html: string, index: number, href: string): string {
  const body = parse(html);
  const anchor = body.querySelectorAll('a')[index];
  if (!anchor) return html;
  anchor.setAttribute('href', href);
  return body.innerHTML;
}

/**
 * The only words of an inline fragment replaced, its wrappers kept ("<strong>Buy</strong>" →
 * "<strong>Shop now</strong>"); a fragment with several runs of words becomes the plain text.
 */
export function withSingleText(html: string, text: string): string {
  const body = parse(html);
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const runs: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node.textContent ?? '').trim()) runs.push(node as Text);
  }
  const [only] = runs;
  if (only && runs.length === 1 && !text.includes('\n') && body.querySelectorAll('a').length === 0) {
    only.textContent = text;
    return body.innerHTML;
  }
  return escapeHtml(text).replace(/\n+/g, '<br>');
}

// Private-use characters mark where links go while the text is escaped and split.
const OPEN = '\ue000';
const CLOSE = '\ue001';

/** Wraps each link's words, in order, with markers naming the link. */
function markAnchors(text: string, anchors: TextAnchor[]): string {
  let marked = '';
  let rest = text;
  anchors.forEach((anchor, index) => {
    if (!anchor.label || anchor.label.includes('\n')) return;
    const at = rest.indexOf(anchor.label);
    if (at < 0) return;
    marked += `${rest.slice(0, at)}${OPEN}${index}${CLOSE}${anchor.label}${OPEN}${CLOSE}`;
    rest = rest.slice(at + anchor.label.length);
  });
  return marked + rest;
}

function unmarkAnchors(html: string, anchors: TextAnchor[], hrefs: string[]): string {
  return html
    .replace(new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g'), (_, index: string) => {
      const anchor = anchors[Number(index)] as TextAnchor;
      return anchor.openTag(hrefs[Number(index)] ?? anchor.href);
    })
    .replaceAll(`${OPEN}${CLOSE}`, '</a>');
}

type PlainTextOptions = {
  /** Links of the block before the edit, put back around their words. */
  anchors?: TextAnchor[];
  /** Their addresses now (the quick editor may have changed them); defaults to theirs. */
  hrefs?: string[];
  /** The block's line height, repeated on each paragraph as the generator writes them. */
  lineHeight?: string;
  /** Headings hold no paragraphs: lines are joined with breaks. */
  inline?: boolean;
};

const BULLET = /^[•\-*]\s+/;
const NUMBERED = /^\d+[.)]\s+/;

/** Plain paragraphs back to the HTML the generator writes (build-design.ts's paragraphs). */
export function plainTextToHtml(text: string, options: PlainTextOptions = {}): string {
  const anchors = options.anchors ?? [];
  const hrefs = options.hrefs ?? anchors.map((anchor) => anchor.href);
  const marked = markAnchors(text.replace(/\r\n?/g, '\n'), anchors);
  const blocks = marked
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
  if (options.inline) {
    return unmarkAnchors(
      blocks.map((lines) => lines.map((line) => escapeHtml(line)).join('<br>')).join('<br><br>'),
      anchors,
      hrefs,
    );
  }
  const lineHeight = /^\d{1,3}(?:\.\d+)?(?:%|px)?$/.test(options.lineHeight ?? '')
    ? `line-height:${options.lineHeight};`
    : '';
  const html = blocks.map((lines) => {
    if (lines.every((line) => BULLET.test(line))) {
      const items = lines.map(
        (line) => `<li style="margin:0 0 6px;">${escapeHtml(line.replace(BULLET, ''))}</li>`,
      );
      return `<ul style="margin:0 0 12px;padding-left:22px;">${items.join('')}</ul>`;
    }
    if (lines.every((line) => NUMBERED.test(line))) {
      const items = lines.map(
        (line) => `<li style="margin:0 0 6px;">${escapeHtml(line.replace(NUMBERED, ''))}</li>`,
      );
      return `<ol style="margin:0 0 12px;padding-left:22px;">${items.join('')}</ol>`;
    }
    return `<p style="margin:0 0 12px;${lineHeight}">${lines.map((line) => escapeHtml(line)).join('<br>')}</p>`;
  });
  return unmarkAnchors(html.join(''), anchors, hrefs);
}
