import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

// The frame holds the ratio, so the page does not move when the picture arrives or fails.
export const ImageFrame = styled.span`
  display: block;
  position: relative;
  overflow: hidden;
  max-width: 100%;
  background: ${cssVar('color-skeleton')};

  &:not([data-ratio]) {
    display: inline-block;
    background: none;
  }

  & > img {
    display: block;
    max-width: 100%;
  }

  &[data-ratio] > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Shown when even the fallback picture fails: an empty neutral box in the picture's place. */
export const ImageFailedBox = styled.span`
  display: block;
  width: 100%;
  height: 100%;
  min-width: 48px;
  min-height: 48px;
  background: ${cssVar('color-skeleton')};
`;
