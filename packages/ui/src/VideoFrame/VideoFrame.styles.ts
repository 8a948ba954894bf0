import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

// The player's own colours, not the theme's: they sit on video, which is dark whatever the theme.
const playerInk = '#ffffff';
const playerShade = '#1f1f1f';

export const VideoRoot = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: #000000;
`;

export const VideoElement = styled.video`
  position: absolute;
  inset: 0;
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
  background: #000000;

  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 3px ${cssVar('color-focus')};
  }
`;

export const VideoBanner = styled.div`
  position: absolute;
  top: ${cssVar('space-3')};
  left: 50%;
  max-width: calc(100% - 2 * ${cssVar('space-3')});
  transform: translateX(-50%);
  pointer-events: none;

  &[data-active='true'] {
    padding: ${cssVar('space-2')} ${cssVar('space-4')};
    border: 1px solid ${cssVar('color-warning')};
    border-radius: ${cssVar('radius-control')};
    background: ${cssVar('color-warning-surface')};
    color: ${cssVar('color-warning')};
    font-size: ${cssVar('font-size-body')};
    line-height: ${cssVar('line-height-body')};
    box-shadow: ${cssVar('shadow-raised')};
  }
`;

// Above the native control bar, which takes roughly the bottom 48 px.
export const VideoNotice = styled.div`
  position: absolute;
  bottom: 64px;
  left: 50%;
  max-width: calc(100% - 2 * ${cssVar('space-3')});
  transform: translateX(-50%);
  pointer-events: none;

  &[data-active='true'] {
    padding: ${cssVar('space-2')} ${cssVar('space-4')};
    border-radius: ${cssVar('radius-control')};
    background: ${playerShade};
    color: ${playerInk};
    font-size: ${cssVar('font-size-body')};
    line-height: ${cssVar('line-height-body')};
  }
`;

export const VideoUnplayable = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${cssVar('space-4')};
  background: ${playerShade};
  color: ${playerInk};
  font-size: ${cssVar('font-size-title')};
  line-height: ${cssVar('line-height-body')};
  text-align: center;
`;
