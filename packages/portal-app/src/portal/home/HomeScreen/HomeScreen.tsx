import { useSiteConfig, useSubSiteConfig } from '@study-portal/api';
import { Loading, VisuallyHidden } from '@study-portal/ui';
import { Suspense, useMemo } from 'react';
import { ScreenPage } from '../../../components/ScreenPage';
import { DeferredSectionBody } from './DeferredSectionBody';
import { FirstScreen, LazyEmptyState } from './FirstScreen';
import { HomeSection } from './HomeSection';
import { homeSections, visibleHomeSections } from './homeSections';

/**
 * The portal's home page (/index): the sections the sub-site switches on (docs/product/platform.md#features), in the
 * order of homeSections.ts. The route's own chunk holds only the page's frame and headings,
 * so the first paint waits for nothing more; the banners and notices arrive in a chunk fetched
 * at once, and each section below them loads its code and data as the learner scrolls near.
 */
export function HomeScreen() {
  const site = useSiteConfig();
  const subSite = useSubSiteConfig();
  const visible = useMemo(() => visibleHomeSections(subSite.data?.sysParam ?? []), [subSite.data?.sysParam]);
  const title = site.data?.webConfig.title;
  const banners = visible.includes('banners');
  const notices = visible.includes('notices');

  return (
    <ScreenPage>
      <VisuallyHidden as="h1">{title ? `${title}首页` : '首页'}</VisuallyHidden>
      {!subSite.data ? (
        <Loading />
      ) : visible.length === 0 ? (
        <Suspense fallback={null}>
          <LazyEmptyState kind="noContent" />
        </Suspense>
      ) : (
        <>
          {(banners || notices) && <FirstScreen banners={banners} notices={notices} />}
          {homeSections.map(
            (section) =>
              'load' in section &&
              visible.includes(section.id) && (
                <HomeSection key={section.id} title={section.title} more={'more' in section ? section.more : undefined}>
                  <DeferredSectionBody load={section.load} what={section.title} shape={section.shape} />
                </HomeSection>
              ),
          )}
        </>
      )}
    </ScreenPage>
  );
}
