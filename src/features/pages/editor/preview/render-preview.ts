import type { Locale, Mood, Palette } from '@shared/content/brief.ts';
import { pageDocumentSchema } from '@shared/content/page-document.ts';
import { paletteFor, senderFor } from '@shared/generation/brand.ts';
import type { PageSender } from '@shared/pages/options.ts';
import { renderPage } from '@shared/pages/render-page.ts';
import type { PageEditorData } from '../api/get-page-editor.ts';
import type { EditedPage } from '../document/editor-state.ts';
import { openDocument } from '../document/open-document.ts';

/** Who the page speaks for and in which language: fixed for an editing session. */
export type PageBrand = { pageId: string; locale: Locale; sender: PageSender; formAction: string };

/**
 * The page's brand as generate-page derives it (generation/brand.ts): the client's name and logo
 * (or the workspace's), the workspace's postal address, and the workspace's language — the
 * content's language, for the page's audience, whatever the editor's own language is.
 */
export function pageBrandOf({ page, workspace }: PageEditorData, supabaseUrl: string): PageBrand {
  const sender = senderFor(workspace, page.client, workspace.locale, supabaseUrl);
  return {
    pageId: page.id,
    locale: workspace.locale,
    sender: {
      organizationName: sender.organizationName,
      logoUrl: sender.logoUrl,
      postalAddress: sender.postalAddress,
    },
    formAction: `${supabaseUrl}/functions/v1/submit-lead`,
  };
}

/** The page's colours as generation reads them: the page's, else its client's, else the workspace's. */
export const pagePaletteOf = ({ page, workspace }: PageEditorData): Palette =>
  paletteFor(page, page.client, workspace);

export const pageMoodOf = ({ page }: PageEditorData): Mood => page.mood ?? 'professional';

/**
 * The page as visitors will see it, by the public page's own renderer, marked as the editor's
 * preview (not indexed, no script, sections tagged with their index). The stored HTML is this
 * same rendering, as generate-page stores its preview.
 */
export function renderPreview({ document, palette, mood }: EditedPage, brand: PageBrand): string {
  // Defaults of the schema (optional texts) filled in, so a half-typed document still renders.
  const parsed = pageDocumentSchema.safeParse(document);
  return renderPage(parsed.success ? parsed.data : document, {
    palette,
    mood,
    locale: brand.locale,
    sender: brand.sender,
    formAction: brand.formAction,
    pageId: brand.pageId,
    leadFormActive: true,
    preview: true,
  });
}

/**
 * The page as the editor opens it: its saved document, colours and mood. Null when there is no
 * document to edit yet (never generated), or what is saved is no page document at all.
 */
export function editedPageOf(data: PageEditorData): EditedPage | null {
  const document = openDocument(data.page.content, data.workspace.locale);
  return document && { document, palette: pagePaletteOf(data), mood: pageMoodOf(data) };
}
