import { styled } from '../internal/styled';
import { cardGridColumns, cssVar } from '../tokens/tokens';

export const CollectionList = styled.ul`
  display: grid;
  grid-template-columns: ${cardGridColumns};
  gap: ${cssVar('space-4')};
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-layout='list'] {
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
