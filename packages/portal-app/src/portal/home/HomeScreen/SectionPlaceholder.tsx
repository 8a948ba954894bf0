import { cardGridColumns } from '@study-portal/ui';
import styled from 'styled-components';
import { SectionLoading } from './sectionFallbacks';
import type { ByMode, CardsShape, SectionShape } from './sectionShapes';

// Drawn by the home page's own chunk before a section's code arrives, so it uses the kit's
// tokens and grid rule but none of its components: a skeleton from the kit would be one more
// file for the home page to wait for.

/** Blocks side by side while each gets 300 px, stacked below that: the ranking's layout. */
export const panelColumns = 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))';

const Sized = styled.div<{ $height: ByMode }>`
  height: ${({ $height }) => $height[0]}px;

  [data-elder='true'] & {
    height: ${({ $height }) => $height[1]}px;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: ${cardGridColumns};
  gap: var(--sp-space-4);
`;

const Panels = styled(Grid)`
  grid-template-columns: ${panelColumns};
`;

/** Below these widths a card's text wraps onto more lines (see narrowCard). */
const narrowBelow = { normal: 300, elder: 340 };

// A card, not the window, is the container: its width decides how its text wraps.
const Card = styled.div`
  container: home-card / inline-size;
  min-width: 0;
  overflow: hidden;
  border: 1px solid var(--sp-color-border);
  border-radius: var(--sp-radius-control);
  background: var(--sp-color-surface);
`;

const Cover = styled.div<{ $ratio: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: var(--sp-color-skeleton);
`;

// The measured heights take in the card's two border lines.
const Lines = styled.div<{ $height: ByMode; $narrow: ByMode }>`
  box-sizing: border-box;
  height: ${({ $height }) => $height[0] - 2}px;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-2);
  padding: var(--sp-space-3) var(--sp-space-4);

  & > span {
    height: 1em;
    border-radius: var(--sp-radius-small);
    background: var(--sp-color-skeleton);
  }
  & > span:nth-child(2) {
    width: 70%;
  }
  & > span:nth-child(3) {
    width: 30%;
  }

  @container home-card (width < ${narrowBelow.normal}px) {
    height: ${({ $narrow }) => $narrow[0] - 2}px;
  }
  [data-elder='true'] & {
    height: ${({ $height }) => $height[1] - 2}px;
  }
  @container home-card (width < ${narrowBelow.elder}px) {
    [data-elder='true'] & {
      height: ${({ $narrow }) => $narrow[1] - 2}px;
    }
  }
`;

const Panel = styled(Sized)`
  border-radius: var(--sp-radius-control);
  background: var(--sp-color-skeleton);
`;

function Cards({ shape }: { shape: CardsShape }) {
  return (
    <Grid>
      {Array.from({ length: shape.count }, (_, index) => (
        <Card key={index} data-placeholder-card="">
          {shape.cover && <Cover $ratio={shape.cover} />}
          <Lines $height={shape.card} $narrow={shape.narrowCard ?? shape.card}>
            <span />
            <span />
            <span />
          </Lines>
        </Card>
      ))}
    </Grid>
  );
}

export interface SectionPlaceholderProps {
  /** The section's layout to stand in for: its cards or panels, by mode. */
  shape: SectionShape;
  /** With the controls around the cards, for a section whose code has not drawn them yet. */
  withControls?: boolean;
  /** Says 正在加载 to screen readers: once the section is on its way, not while it waits to be reached. */
  announce?: boolean;
}

/** A home section's cards or panels, blank, in the size and columns the loaded section will take. */
export function SectionPlaceholder({ shape, withControls = false, announce = false }: SectionPlaceholderProps) {
  const controls = withControls && shape.kind === 'cards' ? shape : undefined;
  const blanks = (
    <>
      {controls?.above && <Sized $height={controls.above} />}
      {shape.kind === 'cards' ? (
        <Cards shape={shape} />
      ) : (
        <Panels>
          {shape.panels.map((height, index) => (
            <Panel key={index} $height={height} />
          ))}
        </Panels>
      )}
      {controls?.below && <Sized $height={controls.below} />}
    </>
  );
  return <div data-section-placeholder="">{announce ? <SectionLoading>{blanks}</SectionLoading> : <div aria-hidden="true">{blanks}</div>}</div>;
}
