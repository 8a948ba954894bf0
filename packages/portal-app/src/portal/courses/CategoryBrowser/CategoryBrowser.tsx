import { findCourseCategoryRoot, useCourseCategories } from '@study-portal/api';
import { Card, EmptyState, Loading, Skeleton } from '@study-portal/ui';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { readPage } from '../../shared/pageAddress';
import { LoadFailed } from '../../../components/LoadFailed';
import { readSortParam, resolveCategory, categoryListParams, selectCategoryParams, selectSortParams } from '../categoryTree';
import { CategoryCourses } from './CategoryCourses';
import { CategoryTree } from './CategoryTree';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 260px) minmax(0, 1fr);
  align-items: start;
  gap: var(--sp-space-5);

  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const TreePanel = styled(Card).attrs({ element: 'section' })`
  border: 1px solid var(--sp-color-border);

  /* Stacked above the list on narrow screens: one fixed height for the placeholder and the
     tree alike, so the list below does not jump when the tree arrives; a long tree scrolls. */
  @media (max-width: 1023px) {
    block-size: 18rem;
    overflow-y: auto;
  }
`;

export interface CategoryBrowserProps {
  /**
   * The root category the screen is limited to, found by name (docs/product/courses.md#root-categories: the blue theme's
   * 综合素养课程 and 文艺专业课程); the whole catalogue when absent.
   */
  rootName?: string;
}

/**
 * The category tree beside a paged list of the chosen category's courses. The category, page
 * and sort live in the address (?categoryId=&page=&sort=), so a list can be bookmarked, shared
 * and returned to with the back button.
 */
export function CategoryBrowser({ rootName }: CategoryBrowserProps) {
  const categories = useCourseCategories();
  const [params, setParams] = useSearchParams();
  const requested = params.get('categoryId');
  const page = readPage(params);
  const sort = readSortParam(params.get('sort'));

  const tree = categories.data ?? [];
  const root = rootName ? findCourseCategoryRoot(tree, rootName) : undefined;
  const scoped = rootName !== undefined;

  if (scoped && categories.error) return <LoadFailed what="课程分类" onRetry={() => void categories.mutate()} />;
  if (scoped && !categories.data) {
    return (
      <Loading label="正在加载课程分类">
        <Skeleton shape="rect" height={240} />
      </Loading>
    );
  }
  // A tenant without this root category has no courses to show here.
  if (scoped && !root) return <EmptyState kind="noData" />;

  // Until the tree arrives the address's category is taken as it is, so the list loads at once.
  const selected = categories.data ? resolveCategory(tree, requested, root) : undefined;
  const categoryId = categories.data ? selected?.id : (requested ?? undefined);
  const title = root && selected?.id === root.id ? `全部${root.name}` : (selected?.name ?? '全部课程');

  return (
    <Columns>
      <TreePanel aria-labelledby="category-tree-title">
        <h2 id="category-tree-title">课程分类</h2>
        {categories.error ? (
          <LoadFailed what="课程分类" height={120} onRetry={() => void categories.mutate()} />
        ) : !categories.data ? (
          <Loading label="正在加载课程分类">
            <Skeleton lines={8} />
          </Loading>
        ) : tree.length === 0 ? (
          <EmptyState kind="noData" height={120} />
        ) : (
          <CategoryTree
            label="课程分类"
            categories={root ? root.children : tree}
            allLabel={root ? `全部${root.name}` : '全部课程'}
            allId={root?.id}
            selectedId={selected?.id}
            onSelect={(id) => setParams(selectCategoryParams(params, id === root?.id ? undefined : id))}
          />
        )}
      </TreePanel>
      <CategoryCourses
        title={title}
        categoryId={categoryId}
        page={page}
        sort={sort}
        onPageChange={(next) => setParams(categoryListParams(params, { page: next }))}
        onSortChange={(next) => setParams(selectSortParams(params, next))}
      />
    </Columns>
  );
}
