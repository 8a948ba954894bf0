import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

export const ProgressRoot = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  column-gap: ${cssVar('space-2')};
  row-gap: ${cssVar('space-1')};
  min-width: 80px;
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size-body')};
  line-height: 1.4;
`;

export const ProgressLabel = styled.span`
  grid-column: 1 / -1;
  color: ${cssVar('color-text')};
`;

// The fill carries the value and stands out from the pale track by more than 3:1; the border
// only outlines the track so an empty bar still reads as a bar.
export const ProgressTrack = styled.div`
  position: relative;
  height: 8px;
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-skeleton')};
  overflow: hidden;

  [data-elder='true'] & {
    height: 12px;
    border-radius: 6px;
  }
`;

export const ProgressFill = styled.div`
  height: 100%;
  background: ${cssVar('color-primary')};
  transition: width 0.3s ease;

  [data-tone='success'] > & {
    background: ${cssVar('color-success')};
  }
`;

export const ProgressValue = styled.span`
  min-width: 3em;
  color: ${cssVar('color-text-muted')};
  text-align: right;
  font-variant-numeric: tabular-nums;
`;
