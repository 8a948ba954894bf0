/** A run of text, and whether it is a match of the keyword. */
export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits text into runs around every match of the keyword, ignoring case, left to right and
 * without overlaps. Positions are compared one by one rather than through a lower-cased copy,
 * whose length can differ from the original's, and no pattern is built from the keyword, so
 * any character in it is taken literally.
 */
export function highlightParts(text: string, keyword: string): TextPart[] {
  const needle = keyword.trim().toLocaleLowerCase('zh-CN');
  if (!needle || !text) return text ? [{ text, match: false }] : [];
  const parts: TextPart[] = [];
  let plainFrom = 0;
  let index = 0;
  while (index <= text.length - needle.length) {
    if (text.slice(index, index + needle.length).toLocaleLowerCase('zh-CN') === needle) {
      if (index > plainFrom) parts.push({ text: text.slice(plainFrom, index), match: false });
      parts.push({ text: text.slice(index, index + needle.length), match: true });
      index += needle.length;
      plainFrom = index;
    } else {
      index += 1;
    }
  }
  if (plainFrom < text.length) parts.push({ text: text.slice(plainFrom), match: false });
  return parts;
}

/** The text with each match of the keyword in a <mark>; built from text nodes, never from HTML. */
export function Highlight({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlightParts(text, keyword).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}
    </>
  );
}
