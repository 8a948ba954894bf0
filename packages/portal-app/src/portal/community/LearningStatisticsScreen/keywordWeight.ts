/** Four sizes of a word cloud, so a keyword's weight shows without depending on colour. */
export type KeywordWeight = 1 | 2 | 3 | 4;

/** How heavy a keyword is next to the heaviest one: the top quarter is 4, the bottom 1. */
export function keywordWeight(count: number, heaviest: number): KeywordWeight {
  if (heaviest <= 0 || count <= 0) return 1;
  const share = Math.min(count / heaviest, 1);
  return share > 0.75 ? 4 : share > 0.5 ? 3 : share > 0.25 ? 2 : 1;
}

/** A category's completion in whole percent (0 when it has no courses). */
export const completionPercent = (finished: number, total: number) => (total > 0 ? Math.min(100, Math.round((finished / total) * 100)) : 0);
