import type { Mood, PageTemplate, Palette } from '@shared/content/brief.ts';
import type { PageDocument, PageSection } from '@shared/content/page-document.ts';
import {
  addSection,
  insertAt,
  insertionIndex,
  moveItem,
  moveSection,
  removeAt,
  removeSection,
  switchTemplate,
  updateSection,
  updateSeo,
} from './document-operations.ts';

/** What the editor saves: the document, and the page's colours and mood (columns of their own). */
export type EditedPage = { document: PageDocument; palette: Palette; mood: Mood };

export type EditorState = EditedPage & {
  /** A stable key per section, in document order: React keeps each section's form and focus. */
  keys: string[];
  selectedKey: string | null;
  /** The last section removed, until the next change: the undo of a removal. */
  removed: { section: PageSection; key: string; index: number } | null;
  /** The edit as last loaded or saved: what "unsaved changes" compares with. */
  saved: string;
};

export type EditorAction =
  | { type: 'load'; page: EditedPage }
  | { type: 'saved'; snapshot: string }
  | { type: 'select'; key: string | null }
  | { type: 'add'; section: PageSection }
  | { type: 'remove'; index: number }
  | { type: 'undoRemove' }
  | { type: 'move'; from: number; to: number }
  | { type: 'update'; index: number; section: PageSection }
  | { type: 'template'; template: PageTemplate }
  | { type: 'seo'; seo: Partial<PageDocument['seo']> }
  | { type: 'palette'; palette: Palette }
  | { type: 'mood'; mood: Mood };

let lastKey = 0;
const newKey = () => `section-${++lastKey}`;

/** The saved form of an edit, compared to tell whether anything changed since. */
export const snapshotOf = ({ document, palette, mood }: EditedPage) =>
  JSON.stringify({ document, palette, mood });

export function initialEditorState(page: EditedPage): EditorState {
  return {
    ...page,
    keys: page.document.sections.map(newKey),
    selectedKey: null,
    removed: null,
    saved: snapshotOf(page),
  };
}

export const isDirty = (state: EditorState) => snapshotOf(state) !== state.saved;

export const selectedIndex = (state: EditorState) =>
  state.selectedKey === null ? null : state.keys.indexOf(state.selectedKey);

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return initialEditorState(action.page);
    case 'saved':
      return { ...state, saved: action.snapshot };
    case 'select':
      return { ...state, selectedKey: action.key };
    case 'add': {
      const selected = selectedIndex(state);
      const index = insertionIndex(state.document, selected === -1 ? null : selected);
      const key = newKey();
      return {
        ...state,
        document: addSection(state.document, action.section, index),
        keys: insertAt(state.keys, index, key),
        selectedKey: key,
        removed: null,
      };
    }
    case 'remove': {
      const document = removeSection(state.document, action.index);
      if (document === state.document) return state;
      const key = state.keys[action.index] as string;
      return {
        ...state,
        document,
        keys: removeAt(state.keys, action.index),
        selectedKey: state.selectedKey === key ? null : state.selectedKey,
        removed: { section: state.document.sections[action.index] as PageSection, key, index: action.index },
      };
    }
    case 'undoRemove': {
      if (!state.removed) return state;
      const { section, key, index } = state.removed;
      return {
        ...state,
        document: addSection(state.document, section, index),
        keys: insertAt(state.keys, index, key),
        selectedKey: key,
        removed: null,
      };
    }
    case 'move':
      return {
        ...state,
        document: moveSection(state.document, action.from, action.to),
        keys: moveItem(state.keys, action.from, action.to),
        removed: null,
      };
    case 'update':
      return { ...state, document: updateSection(state.document, action.index, action.section) };
    case 'template':
      return { ...state, document: switchTemplate(state.document, action.template) };
    case 'seo':
      return { ...state, document: updateSeo(state.document, action.seo) };
    case 'palette':
      return { ...state, palette: action.palette };
    case 'mood':
      return { ...state, mood: action.mood };
  }
}
