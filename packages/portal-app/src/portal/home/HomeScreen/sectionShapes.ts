import type { HomeSectionId } from './homeSections';

/** How many cards a home section shows: one row of the widest grid. */
export const homeCardCount = 4;

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

/**
 * What each section below the first screen looks like before its code and data arrive, so
 * that the page below it hardly moves when they do, at any width and in either mode. Measured
 * on the demo data at 1280, 1024, 800 and 412 px wide: a section's real text may take a line
 * more or less than these.
 */
export const sectionShapes = {
  courses: { kind: 'cards', count: 3, cover: '16 / 9', card: [171, 226], narrowCard: [198, 246], above: [40, 52] },
  topics: { kind: 'cards', count: homeCardCount, cover: '16 / 9', card: [167, 206], narrowCard: [184, 222] },
  classes: { kind: 'cards', count: homeCardCount, cover: '16 / 9', card: [161, 203], narrowCard: [195, 236] },
  lives: { kind: 'cards', count: homeCardCount, cover: '16 / 9', card: [162, 223], narrowCard: [200, 238] },
  columns: { kind: 'cards', count: homeCardCount, cover: '16 / 9', card: [139, 175], narrowCard: [156, 191] },
  ranking: { kind: 'panels', panels: [[299, 373], [394, 404], [394, 404]] },
  famousTeachers: { kind: 'cards', count: homeCardCount, card: [175, 242], narrowCard: [209, 261] },
  books: { kind: 'cards', count: homeCardCount * 2, card: [162, 233], narrowCard: [230, 271] },
  educationBases: { kind: 'cards', count: homeCardCount, cover: '16 / 9', card: [221, 308], narrowCard: [246, 297], below: [52, 64] },
} as const satisfies Record<Exclude<HomeSectionId, 'banners' | 'notices'>, SectionShape>;
