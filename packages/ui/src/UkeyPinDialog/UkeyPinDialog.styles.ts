import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

export const PinForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space-3')};
`;

export const PinHint = styled.p`
  margin: 0;
  color: ${cssVar('color-text-muted')};
`;
