import type { Key, ReactNode } from 'react';
import { EmptyState, type EmptyStateKind } from '../EmptyState';
import { Loading } from '../Loading';
import { CollectionList } from './CardCollection.styles';
import { CardSkeleton } from './CardSkeleton';

/** `grid` for cards in responsive columns, `list` for one card a row. */
export type CardCollectionLayout = 'grid' | 'list';

export interface CardCollectionProps<Item> {
  /** The things to show, e.g. courses of the current page. */
  items: readonly Item[];
  /** Draws one item, usually as a CourseCard, ClassCard or TopicCard. */
  renderItem: (item: Item, index: number) => ReactNode;
  /** A stable key per item, e.g. its id. */
  getKey: (item: Item, index: number) => Key;
  /** `grid` (default): 4, 3, 2 or 1 columns by the container's width; `list`: one a row. */
  layout?: CardCollectionLayout;
  /** Shows placeholders shaped like cards instead of the items, announced once as loading. */
  loading?: boolean;
  /** How many placeholders to show while loading. Default 8. */
  skeletonCount?: number;
  /** A placeholder of its own, when the cards are not shaped like the kit's. */
  renderSkeleton?: (layout: CardCollectionLayout) => ReactNode;
  /** Text when there are no items; the `emptyKind` text (default 暂无数据) when left out. */
  emptyText?: ReactNode;
  /** Standard empty text: `noData` (暂无数据), `noClasses` (暂无专题班，敬请期待) or `noContent` (暂无内容). */
  emptyKind?: EmptyStateKind;
  /** Accessible name of the list, when the page's heading does not already say what it holds. */
  label?: string;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

/**
 * Lays out cards as a list (a <ul>, in a grid or in rows), with the loading and empty states
 * every card list of the portal needs.
 */
export function CardCollection<Item>({
  items,
  renderItem,
  getKey,
  layout = 'grid',
  loading = false,
  skeletonCount = 8,
  renderSkeleton,
  emptyText,
  emptyKind = 'noData',
  label,
  className,
}: CardCollectionProps<Item>) {
  if (loading) {
    return (
      <Loading className={className}>
        <CollectionList data-layout={layout} aria-hidden="true">
          {Array.from({ length: Math.max(0, Math.floor(skeletonCount)) }, (_, index) => (
            <li key={index}>{renderSkeleton ? renderSkeleton(layout) : <CardSkeleton layout={layout} />}</li>
          ))}
        </CollectionList>
      </Loading>
    );
  }
  if (items.length === 0) {
    return <EmptyState className={className} kind={emptyKind} description={emptyText} />;
  }
  return (
    // role="list" because Safari drops the list semantics of a <ul> without bullets.
    <CollectionList className={className} data-layout={layout} role="list" aria-label={label}>
      {items.map((item, index) => (
        <li key={getKey(item, index)}>{renderItem(item, index)}</li>
      ))}
    </CollectionList>
  );
}
