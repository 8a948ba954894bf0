import { styled } from '../internal/styled';
import { cssVar, pageWidth } from '../tokens/tokens';

export const HeaderBand = styled.header`
  background-color: ${cssVar('color-header-band')};
  background-image: ${cssVar('header-background')};
  background-size: cover;
  background-position: center;
`;

export const HeaderInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar('space-4')};
  box-sizing: border-box;
  max-width: ${pageWidth};
  min-height: 96px;
  margin: 0 auto;
  @media (max-width: 1023.98px) {
    min-height: 0;
    flex-direction: column;
    align-items: stretch;
  }
  padding: ${cssVar('space-4')};
`;

export const BrandLink = styled.a`
  display: inline-flex;
  align-items: center;
  color: ${cssVar('color-primary')};
  font-size: ${cssVar('font-size-brand')};
  font-weight: 700;
  letter-spacing: 2px;
  text-decoration: none;
  border-radius: ${cssVar('radius-control')};

  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }

  & > img {
    display: block;
    max-height: 64px;
    max-width: min(520px, 80vw);
  }
`;

export const SearchForm = styled.form`
  display: flex;
  align-items: stretch;
  width: min(420px, 100%);
`;

export const SearchType = styled.select`
  height: ${cssVar('control-height')};
  padding: 0 ${cssVar('space-2')};
  border: 1px solid ${cssVar('color-border-control')};
  border-right: none;
  border-radius: ${cssVar('radius-control')} 0 0 ${cssVar('radius-control')};
  background: ${cssVar('color-surface')};
  color: ${cssVar('color-text')};
  font: inherit;

  &:focus-visible {
    outline: 2px solid ${cssVar('color-focus')};
    outline-offset: -2px;
  }
`;

export const SearchInput = styled.input`
  flex: 1;
  min-width: 0;
  height: ${cssVar('control-height')};
  box-sizing: border-box;
  padding: 0 ${cssVar('space-3')};
  border: 1px solid ${cssVar('color-border-control')};
  border-right: none;
  border-radius: ${cssVar('radius-control')} 0 0 ${cssVar('radius-control')};
  font: inherit;
  color: ${cssVar('color-text')};
  background: ${cssVar('color-surface')};

  &[data-with-type='true'] {
    border-radius: 0;
  }

  &:focus-visible {
    outline: 2px solid ${cssVar('color-focus')};
    outline-offset: -2px;
  }
`;

export const SearchButton = styled.button`
  height: ${cssVar('control-height')};
  padding: 0 ${cssVar('space-4')};
  border: 1px solid ${cssVar('color-primary')};
  border-radius: 0 ${cssVar('radius-control')} ${cssVar('radius-control')} 0;
  background: ${cssVar('color-primary')};
  color: ${cssVar('color-on-primary')};
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${cssVar('color-primary-hover')};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }
`;
