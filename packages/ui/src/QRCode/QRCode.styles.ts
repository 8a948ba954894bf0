import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

export const QrRoot = styled.figure`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${cssVar('space-2')};
  margin: 0;
`;

// A fixed white ground, not the theme's surface: a dark surface would break scanning.
export const QrSvg = styled.svg`
  display: block;
  max-width: 100%;
  height: auto;
  background: #ffffff;
`;

export const QrImage = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  background: #ffffff;
  object-fit: contain;
`;

export const QrCaption = styled.figcaption`
  max-width: 100%;
  color: ${cssVar('color-text-muted')};
  font-size: ${cssVar('font-size-small')};
  line-height: ${cssVar('line-height-body')};
  text-align: center;
`;
