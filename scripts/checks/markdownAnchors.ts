/**
 * The anchors a Markdown document offers, as GitHub renders it: one per heading (lower-cased,
 * punctuation dropped, spaces turned to hyphens, a repeated heading numbered -1, -2…) and one
 * per explicit `<a id="…">`.
 */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = heading[1]!
        .toLowerCase()
        .replace(/<[^>]+>/g, '')
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const [, id] of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id!);
  }
  return anchors;
}
