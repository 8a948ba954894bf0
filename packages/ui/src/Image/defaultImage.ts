/** Builds a `data:` address from SVG markup, so pictures ship inside the kit and need no request. */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/**
 * The kit's neutral placeholder picture: a grey frame with a landscape sign, drawn 16:9 so it
 * sits well in a course or class cover. Shipped inline, it cannot itself fail to load.
 */
export const defaultImageSrc = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice">' +
    '<rect width="320" height="180" fill="#eceef1"/>' +
    '<g fill="none" stroke="#b4b9c2" stroke-width="4" stroke-linejoin="round">' +
    '<rect x="124" y="58" width="72" height="56" rx="6"/>' +
    '<path d="M132 106 L152 84 L166 98 L176 88 L190 106 Z" fill="#c9cdd4" stroke="none"/>' +
    '</g>' +
    '<circle cx="178" cy="74" r="6" fill="#b4b9c2"/>' +
    '</svg>',
);
