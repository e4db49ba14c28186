import type { UnlayerContent, UnlayerDesign, UnlayerRow } from '@shared/email/unlayer-design.ts';

/** Where rows live in a design, in the order the email shows them. */
const AREAS = ['headers', 'rows', 'footers'] as const;
type Area = (typeof AREAS)[number];

export type DesignRow = {
  /** Stable while the quick editor runs (it never adds, removes or moves anything): "rows.2". */
  key: string;
  row: UnlayerRow;
};

export type DesignContent = {
  /** "rows.2.0.3": area, row, column and content index. */
  key: string;
  rowKey: string;
  content: UnlayerContent;
};

function rowsOf(design: UnlayerDesign, area: Area): UnlayerRow[] {
  const rows = (design.body as Record<string, unknown> | undefined)?.[area];
  return Array.isArray(rows) ? (rows as UnlayerRow[]) : [];
}

/** Every row of the design, headers first and footers last. */
export function designRows(design: UnlayerDesign): DesignRow[] {
  return AREAS.flatMap((area) =>
    rowsOf(design, area).map((row, index) => ({ key: `${area}.${index}`, row })),
  );
}

/** Every content of the design in reading order (row by row, column by column). */
export function designContents(design: UnlayerDesign): DesignContent[] {
  return designRows(design).flatMap(({ key: rowKey, row }) =>
    (Array.isArray(row.columns) ? row.columns : []).flatMap((column, columnIndex) =>
      (Array.isArray(column?.contents) ? column.contents : []).map((content, contentIndex) => ({
        key: `${rowKey}.${columnIndex}.${contentIndex}`,
        rowKey,
        content,
      })),
    ),
  );
}

/** The row a key names, in a design of the same shape (a clone being patched). */
export function rowAt(design: UnlayerDesign, rowKey: string): UnlayerRow | undefined {
  const [area, index] = rowKey.split('.');
  return rowsOf(design, area as Area)[Number(index)];
}

/** The content a key names, in a design of the same shape (a clone being patched). */
export function contentAt(design: UnlayerDesign, key: string): UnlayerContent | undefined {
  const [area, rowIndex, columnIndex, contentIndex] = key.split('.');
  return rowAt(design, `${area}.${rowIndex}`)?.columns?.[Number(columnIndex)]?.contents?.[
    Number(contentIndex)
  ];
}
