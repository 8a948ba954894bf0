/**
 * How many characters of server text each kind of place shows at most. Only a runaway text
 * reaches them: every real record's name fits a title, and a breadcrumb step only has to say
 * where it leads (the page's own heading, just below, holds the rest).
 */
export const displayLengths = {
  /** A breadcrumb step or a similar one-line label. */
  label: 50,
  /** A heading: a page's h1, a card's name, a fact's value. */
  title: 200,
  /** A summary or description in plain text. */
  text: 1000,
} as const;

// The Stream-Safe Text Format's bound on marks in a row (Unicode UAX #15), which no writing
// system comes near. A browser lays out a longer run as one character, in time that grows with
// the square of the run, so one pasted "zalgo" name freezes the tab that shows it.
const marksKept = 30;
const markRunTooLong = new RegExp(`(\\p{M}{${marksKept}})\\p{M}+`, 'gu');

const ellipsis = '…';

let graphemes: Intl.Segmenter | null | undefined;

function graphemeSegmenter(): Intl.Segmenter | null {
  if (graphemes === undefined) graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  return graphemes;
}

/**
 * `kept`, ending where a character as the reader sees it ends rather than between an emoji
 * and its modifier, a letter and its accent, or the two halves of a flag. `next` is the code
 * point the cut came before, which decides whether the cut is a boundary. A kept part that is
 * all one such character is cut anyway: it is the runaway text itself.
 */
function toGraphemeEnd(kept: string, next: string): string {
  const segmenter = graphemeSegmenter();
  if (!segmenter) return kept;
  let lastStart = 0;
  for (const { index } of segmenter.segment(`${kept}${next}`)) lastStart = index;
  return lastStart >= kept.length || lastStart === 0 ? kept : kept.slice(0, lastStart);
}

/**
 * Server text made safe to lay out, for showing as text (never as HTML): runs of combining
 * marks cut to what a script can use, and at most `maxLength` characters (code points), the
 * last of them an ellipsis when the text was cut. The cut never splits a surrogate pair and,
 * where the browser can tell (`Intl.Segmenter`), not a character as the reader sees it. Text
 * within both bounds comes back unchanged.
 */
export function displayText(value: string | null | undefined, maxLength: number): string {
  if (!value) return '';
  const bounded = value.replace(markRunTooLong, '$1');
  const limit = Math.max(1, Math.floor(maxLength));
  // UTF-16 units are never fewer than code points.
  if (bounded.length <= limit) return bounded;
  const characters: string[] = [];
  for (const character of bounded) {
    if (characters.length > limit) break;
    characters.push(character);
  }
  if (characters.length <= limit) return bounded;
  const kept = toGraphemeEnd(characters.slice(0, limit - 1).join(''), characters[limit - 1]!);
  return `${kept.trimEnd()}${ellipsis}`;
}
