import { Breadcrumb, type BreadcrumbItem } from '@study-portal/ui';
import { useNavigate } from 'react-router-dom';
import { livePagePaths } from './addresses';

/** 直播 / the stream / the page: the way back to the live list from any live page. */
export function LiveBreadcrumb({ trail }: { trail: BreadcrumbItem[] }) {
  const navigate = useNavigate();
  return (
    <Breadcrumb
      items={[{ label: '直播', href: livePagePaths.index }, ...trail]}
      onNavigate={(item, event) => {
        event.preventDefault();
        if (item.href) navigate(item.href);
      }}
    />
  );
}
