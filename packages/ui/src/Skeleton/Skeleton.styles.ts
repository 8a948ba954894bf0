import { keyframes } from 'styled-components';
import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

const shimmer = keyframes`
  from { background-position: 100% 50%; }
  to { background-position: 0 50%; }
`;

export const SkeletonShape = styled.span`
  display: block;
  max-width: 100%;
  background: linear-gradient(90deg, ${cssVar('color-skeleton')} 25%, ${cssVar('color-page')} 37%, ${cssVar('color-skeleton')} 63%);
  background-size: 400% 100%;
  border-radius: ${cssVar('radius-control')};
  animation: ${shimmer} 1.6s ease infinite;

  &[data-shape='circle'] {
    border-radius: 50%;
  }

  /* Moving placeholders distract some readers; when motion is reduced they stay still. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${cssVar('color-skeleton')};
  }
`;

// Lines take the height of the text they stand for, so the page does not move when it arrives.
export const SkeletonLines = styled.span`
  display: flex;
  flex-direction: column;
  gap: calc(${cssVar('line-height-body')} * 1em - 1em);
  width: 100%;
  padding: calc((${cssVar('line-height-body')} * 1em - 1em) / 2) 0;

  & > ${SkeletonShape} {
    height: 1em;
  }
  & > ${SkeletonShape}:last-child:not(:first-child) {
    width: 60%;
  }
`;
