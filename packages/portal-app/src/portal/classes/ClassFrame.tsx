import { useClass, type TbtpClassDetail } from '@study-portal/api';
import { Breadcrumb, type BreadcrumbItem, Loading, Skeleton, Tag } from '@study-portal/ui';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../components/LoadFailed';
import { ScreenPage } from '../../components/ScreenPage';
import { classAddress, classPagePaths, openClassAddress, readClassId } from './addresses';
import { isMissingClass } from './classErrors';
import { ClassNav } from './ClassNav';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sp-space-3);

  & h1 {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export interface ClassFrameProps {
  /** The page within the class, e.g. 班级成员, for the breadcrumb; absent on the class's own page. */
  page?: string;
  /** An open (sharing) page: no sign-in, so only the open pages are offered. */
  open?: boolean;
  /** The page's sections, once the class is known. */
  children: (detail: TbtpClassDetail, id: string) => ReactNode;
}

/**
 * Every page of one class: reads the class from the address, loads it, and shows its name,
 * its place in the portal and the way to its other pages. A class the server does not know
 * (or no class at all) goes to /errorCode.
 */
export function ClassFrame({ page, open = false, children }: ClassFrameProps) {
  const [params] = useSearchParams();
  const id = readClassId(params);
  const detail = useClass(id || null);
  const navigate = useNavigate();

  if (!id || isMissingClass(detail.error)) return <Navigate to={classPagePaths.unknown} replace />;
  if (detail.error) {
    return (
      <ScreenPage>
        <h1>{page ?? '专题班详情'}</h1>
        <LoadFailed what="专题班" onRetry={() => void detail.mutate()} />
      </ScreenPage>
    );
  }
  if (!detail.data) {
    return (
      <ScreenPage>
        <h1>{page ?? '专题班详情'}</h1>
        <Loading label="正在加载专题班">
          <Skeleton lines={3} />
          <Skeleton shape="rect" height={200} />
        </Loading>
      </ScreenPage>
    );
  }

  const data = detail.data;
  const home = open ? openClassAddress(id) : classAddress(id);
  const crumbs: BreadcrumbItem[] = [
    ...(open ? [] : [{ label: '网上专题班', href: classPagePaths.index }]),
    { label: data.name || '专题班', href: home },
    ...(page ? [{ label: page }] : []),
  ];
  return (
    <ScreenPage>
      <Breadcrumb
        items={crumbs}
        onNavigate={(item, event) => {
          if (!item.href) return;
          event.preventDefault();
          navigate(item.href);
        }}
      />
      <Head>
        <h1>{data.name || '未命名专题班'}</h1>
        {!open && data.enrolled && <Tag tone="success">已报名</Tag>}
        {data.ended && <Tag>已结束</Tag>}
      </Head>
      <ClassNav id={id} enrolled={!open && Boolean(data.enrolled)} open={open} />
      {children(data, id)}
    </ScreenPage>
  );
}
