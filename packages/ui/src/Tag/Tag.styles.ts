import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

// Each tone pairs a pale surface with its strong colour, which keeps the text above 4.5:1.
export const TagRoot = styled.span`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  padding: 0 ${cssVar('space-2')};
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-page')};
  color: ${cssVar('color-text-muted')};
  font-size: ${cssVar('font-size-body')};
  line-height: 1.6;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;

  &[data-tone='primary'] {
    border-color: ${cssVar('color-primary')};
    background: ${cssVar('color-surface')};
    color: ${cssVar('color-primary')};
  }
  &[data-tone='success'] {
    border-color: ${cssVar('color-success')};
    background: ${cssVar('color-success-surface')};
    color: ${cssVar('color-success')};
  }
  &[data-tone='warning'] {
    border-color: ${cssVar('color-warning')};
    background: ${cssVar('color-warning-surface')};
    color: ${cssVar('color-warning')};
  }
  &[data-tone='danger'] {
    border-color: ${cssVar('color-danger')};
    background: ${cssVar('color-danger-surface')};
    color: ${cssVar('color-danger')};
  }
  &[data-tone='info'] {
    border-color: ${cssVar('color-info')};
    background: ${cssVar('color-info-surface')};
    color: ${cssVar('color-info')};
  }
`;
