import { cssVar } from '../tokens/tokens';

/**
 * The side of the phone header's buttons (menu, search, the toolbar's one button): a fingertip
 * at least, larger in the elder-friendly mode.
 */
export const phoneBarButtonSize = `max(48px, calc(${cssVar('touch-target')} + 8px))`;

/** The gap around the phone header's top row; the toolbar's fixed button lines up with it. */
export const phoneBarInset = cssVar('space-1');

/** The height of the phone header's row, for a stand-in that keeps its room while it loads. */
export const phoneHeaderRowHeight = `calc(${phoneBarButtonSize} + 2 * ${phoneBarInset})`;
