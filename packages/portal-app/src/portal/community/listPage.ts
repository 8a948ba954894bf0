import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readPage, withPage } from '../shared/pageAddress';

/** The parameters after a filter changed: the filter set (or cleared when empty), back to page 1. */
export function withFilter(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = withPage(params, 1);
  const trimmed = value.trim();
  if (trimmed) next.set(name, trimmed);
  else next.delete(name);
  return next;
}

/** Rank of a row of a ranked page: the server sorts, the page and row give the place. */
export const rankOf = (page: number, pageSize: number, index: number) => (page - 1) * pageSize + index + 1;

/**
 * A list's page, kept in the address: going back from a detail page returns to the page the
 * learner left, and a page can be bookmarked.
 */
export function useListPage(): [page: number, setPage: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = useCallback((page: number) => setParams((current) => withPage(current, page)), [setParams]);
  return [readPage(params), setPage];
}

/** A year the address asks for (`?year=2024`), if it is a plausible one. */
export function readYear(params: URLSearchParams): number | undefined {
  const year = Number(params.get('year'));
  return Number.isInteger(year) && year >= 1990 && year <= 2100 ? year : undefined;
}
