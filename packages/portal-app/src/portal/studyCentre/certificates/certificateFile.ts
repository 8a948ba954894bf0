const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * Replaces `var(--name)` and `var(--name, fallback)` in serialised markup with the values
 * `lookup` gives, so a drawing coloured by the theme's CSS variables keeps its colours as a file
 * on its own. The values land inside attributes, so they are escaped for them: a font family
 * in quotes must not end the `style` attribute.
 */
export function resolveCssVariables(markup: string, lookup: (name: string) => string): string {
  return markup.replace(/var\((--[\w-]+)(?:,\s*([^)]*))?\)/g, (whole, name: string, fallback: string | undefined) => {
    const value = lookup(name).trim();
    return value !== '' ? escapeAttribute(value) : (fallback?.trim() ?? whole);
  });
}

/** The drawing as a standalone SVG document: the theme's colours and fonts written in, its size set. */
export function standaloneSvg(svg: SVGSVGElement): string {
  const styles = getComputedStyle(svg);
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const { width, height } = svg.viewBox.baseVal;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  clone.removeAttribute('style');
  clone.removeAttribute('class');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${resolveCssVariables(new XMLSerializer().serializeToString(clone), (name) => styles.getPropertyValue(name))}`;
}

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
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

async function drawToPng(markup: string, width: number, height: number): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('the certificate drawing did not load as an image'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas to draw the certificate on');
    context.drawImage(image, 0, 0, width, height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error('the certificate could not be encoded as PNG');
    return png;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Print resolution for the saved picture: an A4 sheet at 200 dots per inch across. */
const pngWidth = 2339;

/**
 * Saves the certificate as a PNG a learner can keep and print (any viewer opens it, unlike an
 * SVG whose fonts and colours depend on the page). Should the browser refuse to draw it, the
 * SVG is saved instead, so the button never does nothing.
 */
export async function downloadCertificate(svg: SVGSVGElement, baseName: string): Promise<void> {
  const markup = standaloneSvg(svg);
  const { width, height } = svg.viewBox.baseVal;
  try {
    save(await drawToPng(markup, pngWidth, Math.round((pngWidth * height) / width)), `${baseName}.png`);
  } catch (error) {
    console.error('[certificate] PNG failed, saving the SVG', error);
    save(new Blob([markup], { type: 'image/svg+xml;charset=utf-8' }), `${baseName}.svg`);
  }
}
