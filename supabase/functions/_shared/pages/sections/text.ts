import { html, type SafeHtml } from '../html.ts';

/** Multi-line text from a document as paragraphs; blank lines and line breaks both split. */
export function paragraphs(text: string, className?: string): SafeHtml {
  const parts = text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  return html`${parts.map((p) => html`<p${className ? html` class="${className}"` : ''}>${p}</p>`)}`;
}

/** The first letter of a name, for monograms drawn in place of a missing logo. */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '';
}
