/**
 * How the forms and the fake backend read typed text: what counts as nothing, and how long it
 * is. Shared, so a field the form lets through is one the server takes.
 */

// Spaces of every kind and the characters that draw nothing: zero-width spaces and joiners,
// direction marks, the soft hyphen, the BOM, Hangul fillers and the like.
const invisible = /[\p{White_Space}\p{Default_Ignorable_Code_Point}]/u;
const invisibleAtEnds = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}]+|[\p{White_Space}\p{Default_Ignorable_Code_Point}]+$/gu;

/** Whether the text shows nothing: empty, or only spaces and invisible characters. */
export function isBlankText(value: string | null | undefined): boolean {
  if (value == null) return true;
  for (const character of value) if (!invisible.test(character)) return false;
  return true;
}

/** The text without what draws nothing at either end; what the learner sees is kept as typed. */
export const cleanText = (value: string): string => value.replace(invisibleAtEnds, '');

/**
 * Characters as a reader counts them: one per code point, so an emoji or a rare character
 * outside the basic plane is one character, not two UTF-16 units.
 */
export const textLength = (value: string): number => [...value].length;
