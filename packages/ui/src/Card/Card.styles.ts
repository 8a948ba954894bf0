import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

export const CardRoot = styled.div`
  min-width: 0;
  margin: 0;
  padding: ${cssVar('space-4')};
  border-radius: ${cssVar('radius-card')};
  background: ${cssVar('color-surface')};

  &[data-padding='none'] {
    padding: 0;
  }
  &[data-padding='small'] {
    padding: ${cssVar('space-2')};
  }
  &[data-padding='large'] {
    padding: ${cssVar('space-5')};
  }
  &[data-outlined='true'] {
    border: 1px solid ${cssVar('color-border')};
  }
  /* A list card is a list: no bullets or indent of its own. */
  ul&,
  ol& {
    list-style: none;
  }
`;
