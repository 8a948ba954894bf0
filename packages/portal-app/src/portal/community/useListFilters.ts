import { useSearchParams } from 'react-router-dom';
import { readPage, withPage } from '../shared/pageAddress';
import { readYear, withFilter } from './listPage';

/**
 * A list's page, keyword and year, all in the address, with the ways to change them: a new
 * keyword or year goes back to page 1.
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  return {
    page: readPage(params),
    keyword: params.get('keyword') ?? '',
    year: readYear(params),
    setPage: (page: number) => setParams((current) => withPage(current, page)),
    setKeyword: (keyword: string) => setParams((current) => withFilter(current, 'keyword', keyword)),
    setYear: (year: number | undefined) => setParams((current) => withFilter(current, 'year', year === undefined ? '' : String(year))),
    setFilter: (name: string, value: string) => setParams((current) => withFilter(current, name, value)),
    params,
  };
}
