import { svgDataUrl } from './defaultImage';

// Pictures for stories only: drawn inline, so no story depends on the network.
const cover = (from: string, to: string, motif: string): string =>
  svgDataUrl(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">' +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      '<rect width="320" height="180" fill="url(#g)"/>' +
      motif +
      '</svg>',
  );

const star = '<path d="M160 44 L171 76 L205 76 L178 96 L188 128 L160 108 L132 128 L142 96 L115 76 L149 76 Z" fill="#ffd766"/>';
const book = '<path d="M112 62 Q136 52 160 64 Q184 52 208 62 V128 Q184 118 160 130 Q136 118 112 128 Z" fill="#ffffff" opacity="0.9"/><path d="M160 64 V130" stroke="#c9a14a" stroke-width="3"/>';
const hills = '<path d="M0 150 L70 96 L120 132 L190 70 L260 124 L320 92 V180 H0 Z" fill="#ffffff" opacity="0.35"/><circle cx="250" cy="52" r="18" fill="#fff3c4"/>';
const columns = '<path d="M100 70 L160 42 L220 70 Z" fill="#ffffff" opacity="0.9"/><g fill="#ffffff" opacity="0.85"><rect x="110" y="76" width="14" height="50"/><rect x="140" y="76" width="14" height="50"/><rect x="166" y="76" width="14" height="50"/><rect x="196" y="76" width="14" height="50"/><rect x="100" y="128" width="120" height="10"/></g>';

export const sampleCovers = {
  theory: cover('#b71c1c', '#e53935', star),
  history: cover('#8d4b12', '#d9822b', book),
  ecology: cover('#1b5e20', '#66bb6a', hills),
  law: cover('#0d47a1', '#42a5f5', columns),
  governance: cover('#4a148c', '#ab47bc', book),
  economy: cover('#004d40', '#26a69a', hills),
} as const;

/** An address that can never load, to show the fallback without a network request. */
export const brokenImageSrc = 'data:image/png;base64,broken';
