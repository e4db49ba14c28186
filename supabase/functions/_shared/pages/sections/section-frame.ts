import { headingId, type PageContext } from '../context.ts';
import { html, type Interpolation, type SafeHtml } from '../html.ts';

export interface FrameOptions {
  /** Surface class name (see theme/surface.ts) the section paints itself with. */
  surface: string;
  className: string;
  id?: string;
}

/**
 * A section landmark labelled by its heading; in the editor's preview it also carries its index
 * so a click can select the section.
 */
export function sectionFrame(
  index: number,
  ctx: PageContext,
  frame: FrameOptions,
  inner: Interpolation,
): SafeHtml {
  const previewIndex = ctx.options.preview ? html` data-section-index="${String(index)}"` : '';
  const id = frame.id ? html` id="${frame.id}"` : '';
  return html`<section${id} class="sec ${frame.className} s-${frame.surface}" aria-labelledby="${headingId(index)}"${previewIndex}>${inner}</section>`;
}

/** The heading block most sections open with. */
export function sectionHead(index: number, heading: string, intro = '', className = 'sec-head'): SafeHtml {
  return html`<div class="${className}"><h2 id="${headingId(index)}">${heading}</h2>${intro ? html`<p class="lede">${intro}</p>` : ''}</div>`;
}
