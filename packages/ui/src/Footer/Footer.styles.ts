import { css } from 'styled-components';
import { styled } from '../internal/styled';
import { cssVar, pageWidth } from '../tokens/tokens';

export const FooterBar = styled.footer`
  border-top: 4px solid ${cssVar('color-footer')};
  background: ${cssVar('color-surface')};
  color: ${cssVar('color-text-muted')};
  font-size: ${cssVar('font-size-small')};
`;

/** The footer's rows: centred text in the page's column. */
const footerRow = css`
  box-sizing: border-box;
  max-width: ${pageWidth};
  margin: 0 auto;
  text-align: center;
`;

export const FooterLines = styled.div`
  ${footerRow}
  padding: ${cssVar('space-5')} ${cssVar('space-4')};

  & > p {
    margin: 0;
    line-height: 2;
  }

  & > p:first-child {
    color: ${cssVar('color-footer-title')};
    font-size: ${cssVar('font-size-body')};
    font-weight: 700;
  }
`;

export const FooterLinks = styled.div`
  ${footerRow}
  padding: ${cssVar('space-4')} ${cssVar('space-4')} 0;

  & ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${cssVar('space-2')} ${cssVar('space-5')};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & a {
    display: inline-block;
    padding: ${cssVar('space-1')} 0;
    border-radius: ${cssVar('radius-control')};
    color: ${cssVar('color-primary')};
    font-size: ${cssVar('font-size-body')};
  }

  & a:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }
`;
