import { Card, VisuallyHidden } from '@study-portal/ui';
import { lazy, Suspense, useId } from 'react';
import styled from 'styled-components';
import { bannerCaptionHeight, topNoticesHeight } from './firstScreenLayout';
import { HomeSection } from './HomeSection';
import { bannerSection, noticeSection } from './homeSections';
import { SectionBoundary, SectionFailed, SectionLoading } from './sectionFallbacks';

// Started as soon as the home page's chunk runs, alongside the configuration requests.
const firstScreen = import('./firstScreenContent');
// A failure is shown where each part renders; this only keeps it from being reported twice.
firstScreen.catch(() => undefined);

const BannerBody = lazy(() => firstScreen.then((module) => ({ default: module.BannerBody })));
const TopNoticesBody = lazy(() => firstScreen.then((module) => ({ default: module.TopNoticesBody })));
/** The kit's empty state, from the first screen's chunk. */
export const LazyEmptyState = lazy(() => firstScreen.then((module) => ({ default: module.EmptyState })));

// Banner and notices share the first screen on a wide page and stack on a narrow one.
const Grid = styled.div`
  display: grid;
  gap: var(--sp-space-4);

  @media (min-width: 1024px) {
    &[data-columns='2'] {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    }
  }
`;

const BannerRegion = styled(Card).attrs({ element: 'section', padding: 'none' })`
  min-width: 0;
`;

// The picture's box and its caption line, the same size as the carousel that replaces it.
const BannerPlaceholder = styled.div`
  aspect-ratio: 16 / 9;
  margin-bottom: ${bannerCaptionHeight}px;
  border-radius: var(--sp-radius-card) var(--sp-radius-card) 0 0;
  background: var(--sp-color-skeleton);
`;

const reload = () => window.location.reload();

/** The banners and the pinned notices, whichever the sub-site shows (docs/product/platform.md#features). */
export function FirstScreen({ banners, notices }: { banners: boolean; notices: boolean }) {
  const bannerHeadingId = useId();
  return (
    <Grid data-columns={banners && notices ? 2 : 1}>
      {banners && (
        <BannerRegion aria-roledescription="carousel" aria-labelledby={bannerHeadingId}>
          <VisuallyHidden as="h2" id={bannerHeadingId}>
            {bannerSection.title}
          </VisuallyHidden>
          <SectionBoundary fallback={<SectionFailed what={bannerSection.title} height={bannerSection.failedHeight} onRetry={reload} />}>
            <Suspense
              fallback={
                <SectionLoading>
                  <BannerPlaceholder />
                </SectionLoading>
              }
            >
              <BannerBody />
            </Suspense>
          </SectionBoundary>
        </BannerRegion>
      )}
      {notices && (
        <HomeSection title={noticeSection.title} more={noticeSection.more}>
          <SectionBoundary fallback={<SectionFailed what={noticeSection.title} height={noticeSection.failedHeight} onRetry={reload} />}>
            <Suspense fallback={<SectionLoading height={topNoticesHeight} />}>
              <TopNoticesBody />
            </Suspense>
          </SectionBoundary>
        </HomeSection>
      )}
    </Grid>
  );
}
