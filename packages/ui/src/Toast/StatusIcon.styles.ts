import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

export const StatusIconSvg = styled.svg`
  flex: none;
  width: 1.25em;
  height: 1.25em;

  &[data-kind='success'] {
    color: ${cssVar('color-success')};
  }
  &[data-kind='warning'] {
    color: ${cssVar('color-warning')};
  }
  &[data-kind='error'] {
    color: ${cssVar('color-danger')};
  }
  &[data-kind='info'] {
    color: ${cssVar('color-info')};
  }
`;
