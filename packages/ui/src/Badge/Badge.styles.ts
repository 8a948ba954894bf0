import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

export const BadgeRoot = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  vertical-align: middle;
`;

// Danger red in both themes: white on it keeps 5.6:1, and "unread" stays red on a blue site.
export const BadgeMark = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  transform: translate(50%, -50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.6em;
  height: 1.6em;
  padding: 0 0.4em;
  border: 1px solid ${cssVar('color-surface')};
  border-radius: 0.8em;
  background: ${cssVar('color-danger')};
  color: #ffffff;
  font-size: ${cssVar('font-size-small')};
  font-weight: 600;
  line-height: 1;
  white-space: nowrap;
  pointer-events: none;

  &[data-dot] {
    min-width: 0;
    width: 10px;
    height: 10px;
    padding: 0;
    border-radius: 50%;
  }

  /* Without anything to sit on, or set beside its child, the badge stands in the text flow. */
  [data-placement='inline'] > & {
    position: static;
    transform: none;
    margin-left: 0.4em;
  }

  &[data-standalone] {
    position: static;
    transform: none;
  }
`;
