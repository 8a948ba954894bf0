
// Read from the entries in homeSections.ts, where they are made: a map built here, in a module the
// sections' chunks share, could run before the entries it reads.
export { homeCardCount, sectionShapes } from './homeSections';

/**
 * A height in pixels in the normal mode and in the elder-friendly mode, measured on the
 * loaded section with the demo data (the card text wraps differently, so one value does not
 * fit both type sizes).
 */
export type ByMode = readonly [normal: number, elder: number];

/** A row of cards in the kit's card grid, whose columns follow the section's width. */
export interface CardsShape {
  kind: 'cards';
  count: number;
  /** The aspect ratio of a cover on top of each card; none for cards with the picture beside the text. */
  cover?: string;
  /** The card below its cover, or the whole card when the picture sits beside the text. */
  card: ByMode;
  /**
   * The same for a narrow card, under 300 px wide (340 px in the elder mode), whose text takes
   * more lines: three or four to a row on a desktop screen, where phones and tablets show one or two.
   */
  narrowCard?: ByMode;
  /** Controls above the cards (换一换) and below them (查看全部), drawn with the section's code. */
  above?: ByMode;
  below?: ByMode;
}

/** Blocks side by side while they fit at 300 px each, stacked beneath each other below that. */
export interface PanelsShape {
  kind: 'panels';
  panels: readonly ByMode[];
}

export type SectionShape = CardsShape | PanelsShape;
