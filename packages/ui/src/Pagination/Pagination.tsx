import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { usePaginationMessages } from '../messages';
import { Field, JumpInput, PageButton, PageGap, PageNumbers, PageSizeSelect, PaginationBar } from './Pagination.styles';
import { clampPage, countPages, pageList } from './pageList';

export interface PaginationProps {
  /** The current page, counting from 1. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Rows in the whole list. */
  total: number;
  /** Called with the page and page size the user chose; the page is always within range. */
  onChange: (page: number, pageSize: number) => void;
  /** Page sizes to offer in a 「N 条/页」 select; no select without them. */
  pageSizes?: readonly number[];
  /** Shows nothing when everything fits on one page. */
  hideOnSinglePage?: boolean;
  /** Accessible name of the navigation landmark; 分页 by default. */
  label?: string;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

/** Moves through a long list page by page: totals, previous and next, page numbers, a page-size select and a jump box. */
export function Pagination({ page, pageSize, total, onChange, pageSizes, hideOnSinglePage = false, label, className }: PaginationProps) {
  const texts = usePaginationMessages();
  const pageCount = countPages(total, pageSize);
  const current = clampPage(page, pageCount);
  // What the learner is typing into the jump box; null shows the current page.
  const [draft, setDraft] = useState<string | null>(null);

  if (hideOnSinglePage && pageCount <= 1) return null;

  const go = (target: number) => {
    const next = clampPage(target, pageCount);
    if (next !== current) onChange(next, pageSize);
  };

  const jumpKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const typed = Number.parseInt(event.currentTarget.value, 10);
    setDraft(null);
    if (!Number.isNaN(typed)) go(typed);
  };

  const changePageSize = (event: ChangeEvent<HTMLSelectElement>) => {
    const nextSize = Number(event.target.value);
    // Stay on the page that holds the first row the learner was looking at.
    const firstRow = (current - 1) * pageSize;
    onChange(clampPage(Math.floor(firstRow / nextSize) + 1, countPages(total, nextSize)), nextSize);
  };

  const sizes = pageSizes && !pageSizes.includes(pageSize) ? [...pageSizes, pageSize].sort((a, b) => a - b) : pageSizes;

  return (
    <PaginationBar aria-label={label ?? texts.label} className={className}>
      <span>{texts.total(total)}</span>
      {sizes && sizes.length > 0 && (
        <PageSizeSelect aria-label={texts.pageSizeLabel} value={pageSize} onChange={changePageSize}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {texts.pageSize(size)}
            </option>
          ))}
        </PageSizeSelect>
      )}
      <Button disabled={current <= 1} onClick={() => go(current - 1)}>
        {texts.previous}
      </Button>
      <PageNumbers>
        {pageList(current, pageCount).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <PageGap>…</PageGap>
            </li>
          ) : (
            <li key={slot}>
              <PageButton
                type="button"
                aria-label={texts.page(slot)}
                aria-current={slot === current ? 'page' : undefined}
                onClick={() => go(slot)}
              >
                {slot}
              </PageButton>
            </li>
          ),
        )}
      </PageNumbers>
      <Button disabled={current >= pageCount} onClick={() => go(current + 1)}>
        {texts.next}
      </Button>
      <Field>
        <span aria-hidden="true">{texts.jumpTo}</span>
        <JumpInput
          type="text"
          inputMode="numeric"
          enterKeyHint="go"
          aria-label={texts.jumpLabel}
          value={draft ?? String(current)}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={jumpKeyDown}
          onBlur={() => setDraft(null)}
        />
        <span aria-hidden="true">{texts.pageUnit}</span>
      </Field>
    </PaginationBar>
  );
}
