import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  border-bottom: 1px solid ${cssVar('color-border')};

  &[data-overflow='scroll'] {
    flex-wrap: nowrap;
    overflow-x: auto;
    scrollbar-width: thin;
  }
  &[data-overflow='scroll'] > [role='tab'] {
    flex: none;
    padding: 0 ${cssVar('space-3')};
  }
`;

export const Tab = styled.button`
  position: relative;
  min-width: ${cssVar('touch-target')};
  min-height: ${cssVar('control-height')};
  margin-bottom: -1px;
  padding: 0 ${cssVar('space-4')};
  border: none;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${cssVar('color-text')};
  font: inherit;
  font-size: ${cssVar('font-size-title')};
  line-height: 1.4;
  cursor: pointer;
  transition: color 0.15s, border-color 0.15s;

  &:hover:not([aria-disabled='true']) {
    color: ${cssVar('color-primary')};
  }

  &[aria-selected='true'] {
    border-bottom-color: ${cssVar('color-primary')};
    color: ${cssVar('color-primary')};
    font-weight: 700;
  }

  &[aria-disabled='true'] {
    color: ${cssVar('color-disabled-text')};
    cursor: not-allowed;
  }

  &:focus-visible {
    outline: none;
    border-radius: ${cssVar('radius-control')};
    box-shadow: ${cssVar('focus-ring')};
  }
`;

export const TabPanel = styled.div`
  padding: ${cssVar('space-4')} 0;

  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }
`;
