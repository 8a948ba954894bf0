import { styled } from '../internal/styled';
import { cssVar, pageWidth } from '../tokens/tokens';

export const FooterBar = styled.footer`
  border-top: 4px solid ${cssVar('color-footer')};
  background: ${cssVar('color-surface')};
  color: ${cssVar('color-text-muted')};
  font-size: ${cssVar('font-size-small')};
`;

export const FooterLines = styled.div`
  box-sizing: border-box;
  max-width: ${pageWidth};
  margin: 0 auto;
  padding: ${cssVar('space-5')} ${cssVar('space-4')};
  text-align: center;

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
