import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

export const CardRoot = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-surface')};
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size-body')};
  line-height: ${cssVar('line-height-body')};
  transition: box-shadow 0.2s;

  &:hover,
  &:focus-within {
    box-shadow: ${cssVar('shadow-raised')};
  }

  &[data-layout='horizontal'] {
    display: grid;
    grid-template-columns: minmax(140px, min(32%, 280px)) 1fr;
    height: auto;
  }
  [data-elder='true'] &[data-layout='horizontal'] {
    grid-template-columns: minmax(160px, min(36%, 320px)) 1fr;
  }
`;

export const CardCover = styled.div`
  position: relative;
  flex: none;
  background: ${cssVar('color-skeleton')};

  [data-layout='horizontal'] > & {
    align-self: stretch;
  }
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${cssVar('space-2')};
  min-width: 0;
  padding: ${cssVar('space-3')} ${cssVar('space-4')} ${cssVar('space-4')};
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${cssVar('font-size-title')};
  font-weight: 600;
  line-height: 1.5;

  /* Room for two lines in a grid, so cards of short and long names line up. */
  [data-layout='vertical'] & {
    min-height: 3em;
  }
`;

// The name is clamped to two lines on screen only: the whole of it stays in the text, so a
// screen reader reads all of it, and the title attribute shows it to a mouse user.
export const CardTitleAction = styled.a`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  min-height: ${cssVar('touch-target')};
  padding: 0;
  border: 0;
  border-radius: ${cssVar('radius-small')};
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:hover {
    color: ${cssVar('color-primary')};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }
  &[data-static] {
    cursor: auto;
  }
  &[data-static]:hover {
    color: inherit;
    text-decoration: none;
  }
`;

export const CardMeta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar('space-1')} ${cssVar('space-4')};
  margin: 0;
  color: ${cssVar('color-text-muted')};
  font-size: ${cssVar('font-size-body')};

  & > div {
    display: flex;
    min-width: 0;
  }
  & dt::after {
    content: '：';
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const CardTags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar('space-2')};
  margin-top: auto;
  padding-top: ${cssVar('space-1')};
`;

// What a page adds to a card (progress, an action) stays in the card's box, at its foot, so
// cards in a row keep one height and one edge.
export const CardFoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${cssVar('space-2')};
  margin-top: auto;

  ${CardTags} + & {
    margin-top: 0;
  }

  /* A button keeps its own width; bars and text take the card's. */
  & > button {
    align-self: flex-start;
  }
`;

export const CardText = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  margin: 0;
  color: ${cssVar('color-text-muted')};
  font-size: ${cssVar('font-size-body')};
  overflow-wrap: anywhere;
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar('space-2')};
  margin-top: auto;
  padding-top: ${cssVar('space-1')};

  & > ${CardTags} {
    margin-top: 0;
    padding-top: 0;
  }
`;
