import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

export const CountdownRoot = styled.div`
  display: inline-flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${cssVar('space-2')};
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size-body')};
  line-height: ${cssVar('line-height-body')};
`;

export const CountdownLabel = styled.span`
  color: ${cssVar('color-text-muted')};
`;

// Tabular figures keep the digits from jittering as they change.
export const CountdownTime = styled.span`
  font-size: ${cssVar('font-size-large')};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.02em;

  [data-warning='true'] > & {
    color: ${cssVar('color-danger')};
    font-weight: 700;
  }
`;

// Off-screen but read while it only announces; shown as 时间到 once time is up.
export const CountdownAnnouncement = styled.span`
  &:not([data-ended='true']) {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }

  &[data-ended='true'] {
    color: ${cssVar('color-danger')};
    font-weight: 700;
  }
`;
