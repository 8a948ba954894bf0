import { useId, useRef, type Key, type ReactNode } from 'react';
import { useLoadingSignal } from '../Loading';
import { EmptyState } from '../EmptyState';
import { useTableMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { Caption, SkeletonBar, StyledTable, TableRegion } from './Table.styles';

/** One column of a table. */
export interface TableColumn<Row> {
  /** Identifies the column; also the row field shown when there is no `render`. */
  key: string;
  /** The column header. */
  title: ReactNode;
  /** The cell's content, e.g. formatted dates or action buttons. */
  render?: (row: Row, index: number) => ReactNode;
  /** Column width, in px or any CSS length. */
  width?: number | string;
  /** Alignment of the header and the cells; numbers read best on the right. */
  align?: 'left' | 'center' | 'right';
}

export interface TableProps<Row extends object> {
  /** The columns, in order: header, field or cell renderer, width, alignment. */
  columns: readonly TableColumn<Row>[];
  /** The rows' data, one object a row. */
  rows: readonly Row[];
  /** The field that identifies a row, or a function giving a row's identity. */
  rowKey: (keyof Row & string) | ((row: Row, index: number) => Key);
  /** What the table lists; it names the table for screen readers. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only, when a heading above already says it. */
  captionHidden?: boolean;
  /** Shows placeholder rows and marks the table busy while rows are on their way. */
  loading?: boolean;
  /** How many placeholder rows to show while loading. Default 5. */
  skeletonRows?: number;
  /** Shown when there are no rows; an EmptyState saying 暂无数据 by default. */
  empty?: ReactNode;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

const fieldText = (row: object, key: string): ReactNode => {
  const value: unknown = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

/** A data table with real table semantics, a loading state and an empty state. */
export function Table<Row extends object>({
  columns,
  rows,
  rowKey,
  caption,
  captionHidden = false,
  loading = false,
  skeletonRows = 5,
  empty,
  className,
}: TableProps<Row>) {
  const tableTexts = useTableMessages();
  const captionId = useId();
  const region = useRef<HTMLDivElement>(null);
  // The table's own loading state counts as "still loading" for whoever waits for the page.
  useLoadingSignal(region, loading);
  const keyOf = (row: Row, index: number): Key =>
    typeof rowKey === 'function' ? rowKey(row, index) : String((row as Record<string, unknown>)[rowKey]);

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: skeletonRows }, (_, index) => (
      <tr key={`skeleton-${index}`}>
        {columns.map((column) => (
          <td key={column.key} data-align={column.align}>
            <SkeletonBar aria-hidden="true" />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={Math.max(1, columns.length)}>{empty ?? <EmptyState />}</td>
      </tr>
    );
  } else {
    body = rows.map((row, index) => (
      <tr key={keyOf(row, index)} data-row="">
        {columns.map((column) => (
          <td key={column.key} data-align={column.align}>
            {column.render ? column.render(row, index) : fieldText(row, column.key)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <TableRegion ref={region} role="region" aria-labelledby={captionId} aria-busy={loading ? 'true' : undefined} tabIndex={0} className={className}>
      <StyledTable>
        <Caption id={captionId} data-hidden={captionHidden ? 'true' : undefined}>
          {captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
        </Caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align} style={column.width === undefined ? undefined : { width: column.width }}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </StyledTable>
      <VisuallyHidden role="status">{loading ? tableTexts.loading : null}</VisuallyHidden>
    </TableRegion>
  );
}
