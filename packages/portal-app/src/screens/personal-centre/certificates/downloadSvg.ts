/**
 * Replaces `var(--name)` and `var(--name, fallback)` in markup with the values `lookup` gives,
 * so a drawing coloured by the theme's CSS variables keeps its colours as a file on its own.
 */
export function resolveCssVariables(markup: string, lookup: (name: string) => string): string {
  return markup.replace(/var\((--[\w-]+)(?:,\s*([^)]*))?\)/g, (whole, name: string, fallback: string | undefined) => {
    const value = lookup(name).trim();
    return value !== '' ? value : (fallback?.trim() ?? whole);
  });
}

/** Saves an SVG drawing on the page as a standalone .svg file, the theme's colours and fonts written in. */
export function downloadSvg(svg: SVGSVGElement, fileName: string): void {
  const styles = getComputedStyle(svg);
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.removeAttribute('style');
  const markup = resolveCssVariables(new XMLSerializer().serializeToString(clone), (name) => styles.getPropertyValue(name));
  const url = URL.createObjectURL(new Blob([`<?xml version="1.0" encoding="UTF-8"?>\n${markup}`], { type: 'image/svg+xml;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the address only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
