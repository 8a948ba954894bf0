import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

export const MessageBoxContent = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${cssVar('space-3')};

  & > svg {
    width: 1.5em;
    height: 1.5em;
  }
`;

export const MessageBoxText = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
`;
