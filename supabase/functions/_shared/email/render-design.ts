/**
 * Unlayer design JSON → email-safe HTML, without Unlayer: tables for layout, inline styles, 600 px,
 * a hidden preheader, Outlook (MSO) ghost tables for columns, and text kept readable (WCAG AA).
 */

import { escapeAttribute, escapeHtml } from '../escape.ts';
import { renderContent } from './render-contents.ts';
import { cssColor, cssFont, cssLength, pxNumber, type RenderContext } from './render-context.ts';
import { obj, str, type UnlayerDesign, type UnlayerRow } from './unlayer-design.ts';

export interface RenderOptions {
  /** The `lang` of the document: the campaign's locale. */
  lang?: string;
  /** The document title; clients show it in some previews. Defaults to the preheader. */
  title?: string;
}

const attr = escapeAttribute;

function renderRow(row: UnlayerRow, width: number, base: RenderContext): string {
  const values = obj(row.values);
  if (values.hideDesktop === true) return '';
  const rowBackground = cssColor(values.backgroundColor, '');
  const columnsBackground = cssColor(values.columnsBackgroundColor, '');
  const padding = cssLength(values.padding, '0px');
  const columns = Array.isArray(row.columns) ? row.columns : [];
  const cells =
    Array.isArray(row.cells) && row.cells.length === columns.length
      ? row.cells.map((c) => pxNumber(c, 1))
      : columns.map(() => 1);
  const total = cells.reduce((sum, c) => sum + c, 0) || 1;
  const rendered = columns.map((col, index) => {
    const colValues = obj(col?.values);
    const colWidth = Math.floor((width * (cells[index] ?? 1)) / total);
    const background = cssColor(
      colValues.backgroundColor,
      columnsBackground || rowBackground || base.background,
    );
    const ctx: RenderContext = { ...base, background, width: colWidth };
    const inner = (Array.isArray(col?.contents) ? col.contents : [])
      .map((item) => renderContent(item, ctx))
      .join('');
    const colPadding = cssLength(colValues.padding, '0px');
    const bg = background !== base.background || columnsBackground ? `background-color:${background};` : '';
    // Rounded blocks: corners only hold on a table whose borders are separate.
    const radius = bg ? cssLength(colValues.borderRadius, '0px') : '0px';
    const rounded = radius === '0px' ? '' : `border-radius:${attr(radius)};`;
    const cell = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"${bg ? ` bgcolor="${background}"` : ''}${rounded ? ` style="border-collapse:separate;${rounded}"` : ''}><tr><td valign="top" style="padding:${attr(colPadding)};${bg}${rounded}">${inner || '&nbsp;'}</td></tr></table>`;
    return { cell, colWidth };
  });
  const paint = (color: string) => (color ? ` bgcolor="${color}"` : '');
  if (rendered.length <= 1) {
    const rowStyle = `padding:${attr(padding)};${rowBackground ? `background-color:${rowBackground};` : ''}`;
    return `<tr><td${paint(rowBackground)} style="${rowStyle}">${rendered[0]?.cell ?? ''}</td></tr>`;
  }
  // Columns sit side by side as inline blocks that stack on phones; Outlook gets a ghost table.
  const parts = rendered.map(({ cell, colWidth }, index) => {
    const before =
      index === 0
        ? `<!--[if mso]><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td width="${colWidth}" valign="top"><![endif]-->`
        : `<!--[if mso]></td><td width="${colWidth}" valign="top"><![endif]-->`;
    return `${before}<div class="pc-col" style="display:inline-block;vertical-align:top;width:100%;max-width:${colWidth}px;">${cell}</div>`;
  });
  const columnsHtml = `${parts.join('')}<!--[if mso]></td></tr></table><![endif]-->`;
  // The columns' background runs behind the shorter column too; the row's padding keeps its own.
  const inset = columnsBackground !== '' && (padding !== '0px' || rowBackground !== '');
  const behind = inset ? rowBackground : rowBackground || columnsBackground;
  const style = `padding:${attr(padding)};${behind ? `background-color:${behind};` : ''}`;
  if (!inset) return `<tr><td${paint(behind)} style="${style}font-size:0;">${columnsHtml}</td></tr>`;
  return `<tr><td${paint(behind)} style="${style}"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"${paint(columnsBackground)}><tr><td style="background-color:${columnsBackground};font-size:0;">${columnsHtml}</td></tr></table></td></tr>`;
}

/** Invisible in the message, shown by inboxes after the subject; padded so body text does not follow. */
function preheader(text: string): string {
  if (!text) return '';
  const filler = '&#8199;&#847;'.repeat(40);
  return `<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;">${escapeHtml(text)}${filler}</div>`;
}

export function renderDesign(design: UnlayerDesign, options: RenderOptions = {}): string {
  const body = obj(design?.body);
  const values = obj(body.values);
  const width = Math.min(800, Math.max(320, pxNumber(values.contentWidth, 600)));
  const background = cssColor(values.backgroundColor, '#f4f4f4');
  const textColor = cssColor(values.textColor, '#1a1a1a');
  const fontFamily = cssFont(values.fontFamily, 'arial,helvetica,sans-serif');
  const linkColor = cssColor(obj(values.linkStyle).linkColor, textColor);
  const base: RenderContext = { background, textColor, fontFamily, linkColor, width };
  const rows = [
    ...(Array.isArray(body.headers) ? body.headers : []),
    ...(Array.isArray(body.rows) ? body.rows : []),
    ...(Array.isArray(body.footers) ? body.footers : []),
  ] as UnlayerRow[];
  const preheaderText = str(values.preheaderText);
  const lang = /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/.test(options.lang ?? '') ? (options.lang as string) : 'en';
  // Clients show the title in some previews; validators expect it short.
  const title = (options.title ?? preheaderText)
    .slice(0, 70)
    .replace(/\s+\S*$/, (rest) => (rest.length < 20 ? '' : rest));
  return `<!DOCTYPE html>
<html lang="${lang}" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="format-detection" content="telephone=no, date=no, address=no, email=no">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(title)}</title>
<!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript><![endif]-->
<style>
:root{color-scheme:light;supported-color-schemes:light;}
body{margin:0;padding:0;width:100%;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%;}
table{border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt;}
img{border:0;line-height:100%;text-decoration:none;-ms-interpolation-mode:bicubic;}
p{margin:0 0 12px;}
@media only screen and (max-width:${width + 20}px){.pc-container{width:100% !important;}.pc-outer{padding:16px 0 !important;}}
@media only screen and (max-width:480px){.pc-col{max-width:100% !important;}h1{font-size:28px !important;}}
</style>
</head>
<body style="margin:0;padding:0;background-color:${background};">
${preheader(preheaderText)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${background}" style="background-color:${background};">
<tr><td class="pc-outer" align="center" style="padding:24px 8px;">
<!--[if mso]><table role="presentation" width="${width}" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" class="pc-container" width="${width}" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:${width}px;margin:0 auto;font-family:${attr(fontFamily)};color:${textColor};">
${rows.map((row) => renderRow(row, width, base)).join('\n')}
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}
