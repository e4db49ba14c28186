/** Test helpers: parse rendered HTML with a real HTML5 parser (parse5) and walk its elements. */

import { parse } from 'parse5';

export interface Element {
  tagName: string;
  attrs: Array<{ name: string; value: string }>;
  childNodes?: Node[];
  content?: { childNodes: Node[] };
}
type Node = Element | { nodeName: string; value?: string; data?: string; childNodes?: Node[] };

export function elements(html: string): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) found.push(node);
    for (const child of node.childNodes ?? []) walk(child);
    if ('content' in node && node.content) for (const child of node.content.childNodes) walk(child);
  };
  walk(parse(html) as unknown as Node);
  return found;
}

export function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

/** What a browser would run: script elements, on* handlers, and script URLs. */
export function scriptHazards(html: string): string[] {
  const hazards: string[] = [];
  for (const element of elements(html)) {
    if (
      ['script', 'iframe', 'object', 'embed', 'form', 'svg', 'math', 'base', 'meta'].includes(element.tagName)
    ) {
      // The renderer's own head metas are expected; any other meta would be an injection.
      if (
        element.tagName === 'meta' &&
        element.attrs.every((a) => ['charset', 'name', 'content'].includes(a.name)) &&
        !attr(element, 'http-equiv')
      )
        continue;
      hazards.push(`<${element.tagName}>`);
    }
    for (const a of element.attrs) {
      if (/^on/i.test(a.name)) hazards.push(`${element.tagName}[${a.name}]`);
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster'].includes(a.name) &&
        /^\s*(?:javascript|vbscript|data):/i.test(a.value)
      ) {
        hazards.push(`${element.tagName}[${a.name}=${a.value}]`);
      }
      if (a.name === 'style' && /expression\s*\(|javascript:|url\s*\(|behavior|-moz-binding/i.test(a.value))
        hazards.push(`${element.tagName}[style=${a.value}]`);
    }
  }
  return hazards;
}
