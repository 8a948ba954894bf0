import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

export const EmptyStateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${cssVar('space-3')};
  box-sizing: border-box;
  width: 100%;
  padding: ${cssVar('space-4')};
  color: ${cssVar('color-text-muted')};
  text-align: center;
`;

export const EmptyStateImage = styled.div`
  display: flex;
  justify-content: center;
  & > img,
  & > svg {
    width: 120px;
    height: auto;
    max-height: 100px;
  }
`;

export const EmptyStateText = styled.p`
  margin: 0;
  font-size: ${cssVar('font-size-body')};
`;
