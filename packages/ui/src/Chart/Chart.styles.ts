import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

// Series colours: the theme colour, then green and amber, which stay apart from both the red
// and the blue theme and keep 3:1 against white (WCAG 1.4.11, graphics).
export const ChartFigure = styled.figure`
  margin: 0;
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size-body')};
  print-color-adjust: exact;
  -webkit-print-color-adjust: exact;

  & > figcaption {
    margin: 0 0 ${cssVar('space-2')};
    font-weight: 600;
  }

  & svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
  }

  & [data-series='0'] {
    fill: ${cssVar('color-primary')};
    background: ${cssVar('color-primary')};
  }

  & [data-series='1'] {
    fill: ${cssVar('color-success')};
    background: ${cssVar('color-success')};
  }

  & [data-series='2'] {
    fill: ${cssVar('color-warning')};
    background: ${cssVar('color-warning')};
  }

  & [data-series='3'] {
    fill: ${cssVar('color-info')};
    background: ${cssVar('color-info')};
  }

  & [data-part='grid'] {
    stroke: ${cssVar('color-border')};
    stroke-width: 1;
  }

  & [data-part='axis'] {
    stroke: ${cssVar('color-text-muted')};
    stroke-width: 1;
  }

  /* The chart is drawn at its real size, so its text is the page's, never scaled down. */
  & svg text {
    font-size: ${cssVar('font-size-body')};
  }

  & [data-part='label'] {
    fill: ${cssVar('color-text-muted')};
  }

  & [data-part='value'] {
    fill: ${cssVar('color-text')};
  }

  & [data-part='target'] {
    stroke: ${cssVar('color-danger')};
    stroke-width: 1.5;
    stroke-dasharray: 6 4;
  }

  & [data-part='target-label'] {
    fill: ${cssVar('color-danger')};
  }

  [data-elder='true'] & [data-part='label'],
  [data-elder='true'] & [data-part='value'] {
    fill: ${cssVar('color-text')};
  }
`;

export const ChartSummary = styled.p`
  margin: ${cssVar('space-2')} 0 0;
  color: ${cssVar('color-text-muted')};
  font-size: ${cssVar('font-size-body')};
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar('space-2')} ${cssVar('space-4')};
  margin: 0 0 ${cssVar('space-2')};
  padding: 0;
  list-style: none;
  color: ${cssVar('color-text-muted')};
  font-size: ${cssVar('font-size-body')};

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${cssVar('space-1')};
  }
`;

export const Swatch = styled.span`
  display: inline-block;
  width: 0.85em;
  height: 0.85em;
  border-radius: ${cssVar('radius-small')};

  &[data-part='target-swatch'] {
    height: 0;
    border-top: 2px dashed ${cssVar('color-danger')};
    border-radius: 0;
  }
`;

/** The data for screen readers: off-screen, like VisuallyHidden, but a block that may hold a table. */
export const HiddenData = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const RingFigure = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  print-color-adjust: exact;
  -webkit-print-color-adjust: exact;

  & svg {
    display: block;
  }

  & [data-part='track'] {
    stroke: ${cssVar('color-skeleton')};
  }

  & [data-part='arc'] {
    stroke: ${cssVar('color-primary')};
    transition: stroke-dashoffset 0.3s ease;
  }

  &[data-tone='success'] [data-part='arc'] {
    stroke: ${cssVar('color-success')};
  }

  & [data-part='centre'] {
    fill: ${cssVar('color-text')};
    font-size: 20px;
    font-weight: 700;
  }

  @media (prefers-reduced-motion: reduce) {
    & [data-part='arc'] {
      transition: none;
    }
  }
`;
