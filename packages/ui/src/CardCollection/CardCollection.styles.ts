import styled from 'styled-components';
import { cssVar } from '../tokens/tokens';

// Columns follow the width of the container, not of the window, so a collection in a side
// column or a dialog lays itself out too: auto-fill with a floor of 240 px per card (300 px in
// the elder mode) gives 4, 3, 2 and 1 columns, and the second term of max() stops it at 4.
export const CollectionList = styled.ul`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(max(min(100%, 240px), calc((100% - 3 * ${cssVar('space-4')}) / 4)), 1fr)
  );
  gap: ${cssVar('space-4')};
  margin: 0;
  padding: 0;
  list-style: none;

  [data-elder='true'] & {
    grid-template-columns: repeat(
      auto-fill,
      minmax(max(min(100%, 300px), calc((100% - 3 * ${cssVar('space-4')}) / 4)), 1fr)
    );
  }

  &[data-layout='list'],
  [data-elder='true'] &[data-layout='list'] {
    grid-template-columns: minmax(0, 1fr);
  }

  & > li {
    min-width: 0;
  }
`;

export const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-surface')};
  font-size: ${cssVar('font-size-body')};

  &[data-layout='list'] {
    display: grid;
    grid-template-columns: minmax(140px, min(32%, 280px)) 1fr;
  }
  [data-elder='true'] &[data-layout='list'] {
    grid-template-columns: minmax(160px, min(36%, 320px)) 1fr;
  }
`;

export const SkeletonCardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space-2')};
  padding: ${cssVar('space-3')} ${cssVar('space-4')} ${cssVar('space-4')};
`;
