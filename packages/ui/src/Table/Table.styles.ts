import { keyframes } from 'styled-components';
import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

// Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too.
export const TableRegion = styled.div`
  overflow-x: auto;
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-surface')};

  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size-body')};
  line-height: ${cssVar('line-height-body')};

  & th,
  & td {
    padding: ${cssVar('space-3')} ${cssVar('space-4')};
    border-bottom: 1px solid ${cssVar('color-border')};
    text-align: left;
    vertical-align: middle;
  }

  & th[data-align='center'],
  & td[data-align='center'] {
    text-align: center;
  }

  & th[data-align='right'],
  & td[data-align='right'] {
    text-align: right;
  }

  & th {
    background: ${cssVar('color-page')};
    font-weight: 700;
    white-space: nowrap;
  }

  & tbody tr:last-child td {
    border-bottom: none;
  }

  & tbody tr[data-row]:hover td {
    background: ${cssVar('color-page')};
  }
`;

export const Caption = styled.caption`
  padding: ${cssVar('space-3')} ${cssVar('space-4')};
  border-bottom: 1px solid ${cssVar('color-border')};
  font-size: ${cssVar('font-size-title')};
  font-weight: 700;
  text-align: left;

  &[data-hidden='true'] {
    padding: 0;
    border: none;
  }
`;

export const SkeletonBar = styled.span`
  display: block;
  width: 80%;
  height: 1em;
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-skeleton')};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;
