import { useClassDynamics } from '@study-portal/api';
import { EmptyState, formatDate, Loading, Pagination, Skeleton, Tag, type TagTone } from '@study-portal/ui';
import styled from 'styled-components';
import { LoadFailed } from '../../components/LoadFailed';

const Feed = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: var(--sp-space-1) var(--sp-space-3);
    align-items: baseline;
    padding: var(--sp-space-3) 0;
    border-bottom: 1px dashed var(--sp-color-border);
  }

  & p {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  & time {
    grid-column: 2;
    color: var(--sp-color-text-muted);
    font-size: var(--sp-font-size-body);
  }
`;

/** What kind of event a feed line is; unknown kinds read as 动态. */
export function dynamicKind(kind: string | null | undefined): { label: string; tone: TagTone } {
  switch (kind) {
    case 'enrol':
      return { label: '报名', tone: 'info' };
    case 'study':
      return { label: '学习', tone: 'primary' };
    case 'complete':
      return { label: '结业', tone: 'success' };
    case 'notice':
      return { label: '公告', tone: 'warning' };
    default:
      return { label: '动态', tone: 'default' };
  }
}

export interface DynamicListProps {
  tbtpId: string;
  page?: number;
  pageSize?: number;
  onPage?: (page: number) => void;
}

/** The class's activity feed, newest first: who enrolled, studied, completed. */
export function DynamicList({ tbtpId, page = 1, pageSize = 10, onPage }: DynamicListProps) {
  const dynamics = useClassDynamics({ tbtpId, page, pageSize });
  if (dynamics.error) return <LoadFailed what="班级动态" height={160} onRetry={() => void dynamics.mutate()} />;
  if (!dynamics.data) {
    return (
      <Loading label="正在加载班级动态">
        <Skeleton lines={5} />
      </Loading>
    );
  }
  if (dynamics.data.items.length === 0) return <EmptyState height={160} description="暂无班级动态" />;
  return (
    <>
      <Feed>
        {dynamics.data.items.map((line) => {
          const kind = dynamicKind(line.kind);
          return (
            <li key={line.id}>
              <Tag tone={kind.tone}>{kind.label}</Tag>
              <p>
                <strong>{line.name}</strong> {line.content}
              </p>
              {line.time && <time dateTime={formatDate(line.time, 'YYYY-MM-DDTHH:mm:ss')}>{formatDate(line.time, 'YYYY-MM-DD HH:mm')}</time>}
            </li>
          );
        })}
      </Feed>
      {onPage && <Pagination page={page} pageSize={pageSize} total={dynamics.data.total} onChange={(next) => onPage(next)} hideOnSinglePage label="班级动态分页" />}
    </>
  );
}
