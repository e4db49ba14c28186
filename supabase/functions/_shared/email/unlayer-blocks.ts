/** Builds Unlayer rows, columns and contents with the ids, counters and flags the editor expects. */

import type { UnlayerColumn, UnlayerContent, UnlayerRow, UnlayerValues } from './unlayer-design.ts';

const EDITOR_FLAGS = {
  selectable: true,
  draggable: true,
  duplicatable: true,
  deletable: true,
  hideable: true,
};

export class DesignCounter {
  readonly counters: Record<string, number> = {};

  /** Unlayer numbers each kind on its own ("u_content_text_3") and keeps the totals in `counters`. */
  next(kind: string): { id: string; htmlID: string } {
    const count = (this.counters[kind] ?? 0) + 1;
    this.counters[kind] = count;
    // Deterministic ids (the same content builds the same design), unique within the design.
    return { id: `${kind.replace(/^u_(content_)?/, '')}-${count}`, htmlID: `${kind}_${count}` };
  }
}

export function content(counter: DesignCounter, type: string, values: UnlayerValues): UnlayerContent {
  const { id, htmlID } = counter.next(`u_content_${type}`);
  return {
    id,
    type,
    values: {
      containerPadding: '10px',
      anchor: '',
      displayCondition: null,
      _meta: { htmlID, htmlClassNames: `u_content_${type}` },
      ...EDITOR_FLAGS,
      hideDesktop: false,
      ...values,
    },
  };
}

export function column(
  counter: DesignCounter,
  contents: UnlayerContent[],
  values: UnlayerValues = {},
): UnlayerColumn {
  const { id, htmlID } = counter.next('u_column');
  return {
    id,
    contents,
    values: {
      backgroundColor: '',
      padding: '0px',
      border: {},
      borderRadius: '0px',
      _meta: { htmlID, htmlClassNames: 'u_column' },
      ...values,
    },
  };
}

export function row(
  counter: DesignCounter,
  columns: UnlayerColumn[],
  values: UnlayerValues = {},
  cells?: number[],
): UnlayerRow {
  const { id, htmlID } = counter.next('u_row');
  return {
    id,
    cells: cells ?? columns.map(() => 1),
    columns,
    values: {
      displayCondition: null,
      columns: false,
      backgroundColor: '',
      columnsBackgroundColor: '',
      backgroundImage: { url: '', fullWidth: true, repeat: 'no-repeat', size: 'custom', position: 'center' },
      padding: '0px',
      anchor: '',
      hideDesktop: false,
      _meta: { htmlID, htmlClassNames: 'u_row' },
      ...EDITOR_FLAGS,
      ...values,
    },
  };
}

export function linkStyle(color: string) {
  return {
    inherit: true,
    linkColor: color,
    linkHoverColor: color,
    linkUnderline: true,
    linkHoverUnderline: true,
  };
}
