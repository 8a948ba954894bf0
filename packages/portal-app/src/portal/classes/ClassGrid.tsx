import { classCardProps, type Page, type TbtpClassSummary } from '@study-portal/api';
import { CardCollection, ClassCard, EmptyState, Pagination } from '@study-portal/ui';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../components/LoadFailed';
import { classAddress } from './addresses';
import { enrolmentOffer, type EnrolTarget } from './enrolment';

export interface ClassGridProps {
  /** The page of classes, undefined while it loads. */
  page: Page<TbtpClassSummary> | undefined;
  error: unknown;
  onRetry: () => void;
  onPage: (page: number) => void;
  onEnrol: (target: EnrolTarget) => void;
  /** Shown under the 暂无专题班 text, e.g. a way to lift the filter. */
  emptyAction?: ReactNode;
}

/** Classes as cards, a page at a time, each opening its class page and offering enrolment. */
export function ClassGrid({ page, error, onRetry, onPage, onEnrol, emptyAction }: ClassGridProps) {
  if (error) return <LoadFailed what="专题班" onRetry={onRetry} />;
  if (page && page.items.length === 0) return <EmptyState kind="noClasses">{emptyAction}</EmptyState>;
  return (
    <>
      <CardCollection
        label="专题班"
        loading={!page}
        skeletonCount={8}
        items={page?.items ?? []}
        getKey={(item) => item.tbtpId}
        emptyKind="noClasses"
        renderItem={(item) => {
          const offer = enrolmentOffer(item);
          return (
            <ClassCard
              {...classCardProps(item)}
              {...(offer.kind === 'enrolled' ? { progress: offer.progress } : {})}
              {...(offer.kind === 'open' ? { onEnrol: () => onEnrol(offer.target) } : {})}
              href={classAddress(item.tbtpId)}
            />
          );
        }}
      />
      {page && <Pagination page={page.page} pageSize={page.pageSize} total={page.total} onChange={(next) => onPage(next)} hideOnSinglePage />}
    </>
  );
}
