import { obj, str, type UnlayerDesign } from '@shared/email/unlayer-design.ts';
import { designContents, designRows, rowAt } from './design-contents.ts';
import {
  colourProblem,
  type FieldProblem,
  isUnsubscribeLink,
  linkProblem,
  textProblem,
} from './field-rules.ts';
import {
  anchorsIn,
  htmlToPlainText,
  plainTextToHtml,
  type TextAnchor,
  withAnchorHref,
  withSingleText,
} from './html-text.ts';

/**
 * What the quick editor reads from a design (the fields it shows) and how it writes the user's
 * edits back. Edits are kept apart from the design they apply to, so an untouched block keeps its
 * HTML byte for byte and every key Unlayer wrote passes through.
 */

export type TextField = { key: string; kind: 'heading' | 'text'; text: string };
export type LinkField = { key: string; contentKey: string; index: number; label: string; href: string };
export type ButtonField = { key: string; label: string; url: string; color: string; background: string };
export type ImageField = { key: string; url: string; alt: string; link: string };
export type RowField = { key: string; background: string; summary: string };

export type QuickFields = {
  texts: TextField[];
  links: LinkField[];
  buttons: ButtonField[];
  images: ImageField[];
  rows: RowField[];
  bodyBackground: string;
};

export type ButtonEdit = Partial<Pick<ButtonField, 'label' | 'url' | 'color' | 'background'>>;
export type ImageEdit = Partial<Pick<ImageField, 'url' | 'alt' | 'link'>>;

/** The user's values as typed, by the key of what they change. */
export type QuickEdits = {
  texts: Record<string, string>;
  /** By link key: "<content key>#<index of the link in the block>". */
  links: Record<string, string>;
  buttons: Record<string, ButtonEdit>;
  images: Record<string, ImageEdit>;
  rows: Record<string, string>;
  bodyBackground?: string;
};

export const NO_EDITS: QuickEdits = { texts: {}, links: {}, buttons: {}, images: {}, rows: {} };

/** Field ids, for the problems map and the inputs' ids. */
export const fieldId = {
  text: (key: string) => `text:${key}`,
  link: (key: string) => `link:${key}`,
  button: (key: string, part: keyof ButtonEdit) => `button-${part}:${key}`,
  image: (key: string, part: keyof ImageEdit) => `image-${part}:${key}`,
  row: (key: string) => `row:${key}`,
  bodyBackground: 'body-background',
};

const linkKey = (contentKey: string, index: number) => `${contentKey}#${index}`;
const actionHref = (values: Record<string, unknown>, name: string) => str(obj(obj(values[name]).values).href);

/** The column background a row shows: its own columns' colour, else the row's. */
function rowBackground(values: Record<string, unknown>): string {
  return str(values.columnsBackgroundColor) || str(values.backgroundColor);
}

export function readQuickFields(design: UnlayerDesign): QuickFields {
  const fields: QuickFields = {
    texts: [],
    links: [],
    buttons: [],
    images: [],
    rows: [],
    bodyBackground: str(obj(design.body?.values).backgroundColor),
  };
  const contents = designContents(design);
  for (const { key, content } of contents) {
    const values = obj(content.values);
    if (content.type === 'heading' || content.type === 'text') {
      const html = str(values.text);
      fields.texts.push({ key, kind: content.type, text: htmlToPlainText(html) });
      anchorsIn(html).forEach((anchor, index) => {
        fields.links.push({ key: linkKey(key, index), contentKey: key, index, ...anchor });
      });
    } else if (content.type === 'button') {
      const colors = obj(values.buttonColors);
      fields.buttons.push({
        key,
        label: htmlToPlainText(str(values.text)),
        url: actionHref(values, 'href'),
        color: str(colors.color),
        background: str(colors.backgroundColor),
      });
    } else if (content.type === 'image') {
      fields.images.push({
        key,
        url: str(obj(values.src).url),
        alt: str(values.altText),
        link: actionHref(values, 'action'),
      });
    }
  }
  for (const { key, row } of designRows(design)) {
    const first = fields.texts.find((text) => text.key.startsWith(`${key}.`) && text.text);
    fields.rows.push({ key, background: rowBackground(obj(row.values)), summary: first?.text ?? '' });
  }
  return fields;
}

/** Links whose words are still in their block's text (an edit may have removed them). */
export function linksInText(fields: QuickFields, edits: QuickEdits): LinkField[] {
  return fields.links.filter((link) => {
    const edited = edits.texts[link.contentKey];
    return edited === undefined || (link.label !== '' && edited.includes(link.label));
  });
}

export type AppliedEdits = {
  design: UnlayerDesign;
  /** By field id: values refused, which the design does not take (it keeps the last good one). */
  problems: Record<string, FieldProblem>;
};

function withAction(values: Record<string, unknown>, name: string, href: string) {
  const action = obj(values[name]);
  return {
    ...action,
    name: str(action.name, 'web') || 'web',
    values: { ...obj(action.values), href, target: str(obj(action.values).target, '_blank') || '_blank' },
  };
}

/** The original design with every valid edit applied; invalid ones are reported and left out. */
export function applyQuickEdits(original: UnlayerDesign, edits: QuickEdits): AppliedEdits {
  const design = structuredClone(original);
  const problems: Record<string, FieldProblem> = {};
  const accept = (id: string, problem: FieldProblem | null) => {
    if (problem) problems[id] = problem;
    return problem === null;
  };

  // Link addresses, grouped by the block they sit in.
  const hrefsByBlock = new Map<string, Map<number, string>>();
  for (const [key, href] of Object.entries(edits.links)) {
    const hash = key.lastIndexOf('#');
    const contentKey = key.slice(0, hash);
    const index = Number(key.slice(hash + 1));
    if (!accept(fieldId.link(key), isUnsubscribeLink(href) ? null : linkProblem(href))) continue;
    const hrefs = hrefsByBlock.get(contentKey) ?? new Map<number, string>();
    hrefs.set(index, href.trim());
    hrefsByBlock.set(contentKey, hrefs);
  }

  for (const { key, content } of designContents(design)) {
    const values = content.values;
    if (content.type === 'heading' || content.type === 'text') {
      const html = str(values.text);
      const newHrefs = hrefsByBlock.get(key);
      const text = edits.texts[key];
      if (text !== undefined && accept(fieldId.text(key), textProblem(text))) {
        const anchors: TextAnchor[] = anchorsIn(html);
        const hrefs = anchors.map((anchor, index) => newHrefs?.get(index) ?? anchor.href);
        values.text =
          content.type === 'heading' && anchors.length === 0
            ? withSingleText(html, text.trim())
            : plainTextToHtml(text, {
                anchors,
                hrefs,
                lineHeight: str(values.lineHeight),
                inline: content.type === 'heading',
              });
      } else if (newHrefs) {
        values.text = [...newHrefs].reduce(
          (patched, [index, href]) => withAnchorHref(patched, index, href),
          html,
        );
      }
    } else if (content.type === 'button') {
      const edit = edits.buttons[key];
      if (!edit) continue;
      if (edit.label !== undefined && accept(fieldId.button(key, 'label'), textProblem(edit.label))) {
        values.text = withSingleText(str(values.text), edit.label.trim());
      }
      if (edit.url !== undefined && accept(fieldId.button(key, 'url'), linkProblem(edit.url))) {
        values.href = withAction(values, 'href', edit.url.trim());
      }
      const colors = { ...obj(values.buttonColors) };
      if (
        edit.background !== undefined &&
        accept(fieldId.button(key, 'background'), colourProblem(edit.background))
      ) {
        colors.backgroundColor = edit.background.trim();
      }
      if (edit.color !== undefined && accept(fieldId.button(key, 'color'), colourProblem(edit.color))) {
        colors.color = edit.color.trim();
        colors.hoverColor = edit.color.trim();
      }
      values.buttonColors = colors;
    } else if (content.type === 'image') {
      const edit = edits.images[key];
      if (!edit) continue;
      if (edit.url !== undefined && /^https?:\/\//i.test(edit.url)) {
        // A new picture has its own proportions: the width stays, the height follows.
        values.src = { ...obj(values.src), url: edit.url, height: 'auto' };
      }
      if (edit.alt !== undefined) values.altText = edit.alt.trim();
      if (
        edit.link !== undefined &&
        accept(fieldId.image(key, 'link'), linkProblem(edit.link, { optional: true }))
      ) {
        values.action = withAction(values, 'action', edit.link.trim());
      }
    }
  }

  for (const [key, colour] of Object.entries(edits.rows)) {
    const row = rowAt(design, key);
    if (!row || !accept(fieldId.row(key), colourProblem(colour, { optional: true }))) continue;
    // The renderer lets the columns' colour win over the row's: set the one that shows.
    const target =
      str(row.values.columnsBackgroundColor) || !str(row.values.backgroundColor)
        ? 'columnsBackgroundColor'
        : 'backgroundColor';
    row.values[target] = colour.trim();
  }

  if (
    edits.bodyBackground !== undefined &&
    accept(fieldId.bodyBackground, colourProblem(edits.bodyBackground))
  ) {
    design.body.values.backgroundColor = edits.bodyBackground.trim();
  }
  return { design, problems };
}

/** The preheader lives in the design too (Unlayer's body values), where renderers read it. */
export function withPreheader(design: UnlayerDesign, preheader: string): UnlayerDesign {
  return { ...design, body: { ...design.body, values: { ...design.body.values, preheaderText: preheader } } };
}
