import { useBanners } from '@study-portal/api';
import { EmptyState, Skeleton, Loading } from '@study-portal/ui';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { BannerCarousel } from './BannerCarousel';
import { bannerTexts } from './bannerTexts';

// The same box whatever arrives (picture plus caption line), so nothing below moves.
const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);
  padding-bottom: var(--sp-space-4);
`;

/** The banners at the top of the home page (BANNER_SHOW): loading, failure, none, or the carousel. */
export function BannerBody() {
  const banners = useBanners();
  if (banners.error) return <LoadFailed what={bannerTexts.carousel} onRetry={() => void banners.mutate()} />;
  if (!banners.data) {
    return (
      <Loading>
        <Placeholder>
          <Skeleton shape="rect" ratio="16 / 9" />
          <Skeleton shape="rect" height={16} width="60%" />
        </Placeholder>
      </Loading>
    );
  }
  if (banners.data.length === 0) return <EmptyState />;
  return <BannerCarousel banners={banners.data} />;
}
