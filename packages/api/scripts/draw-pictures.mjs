// `pnpm --filter @study-portal/api draw-pictures`: draws the fake backend's demo pictures
// (covers, banners, portraits, honour photos, education bases, book covers) from
// picture-catalogue.json into src/mocks/media/pictures/<palette>/, once per palette.
//
// Every picture is our own vector drawing, seeded from its id, so a re-run writes the same
// files. Shape-only pictures stay SVG (small and sharp at any card size); book covers carry
// their title, so they are rasterised to WebP here with rsvg-convert and cwebp, which fixes the
// font (Noto CJK) at generation time instead of leaving it to the viewer's machine.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const catalogue = JSON.parse(readFileSync(join(here, 'picture-catalogue.json'), 'utf8'));
const outRoot = join(here, '..', 'src', 'mocks', 'media', 'pictures');

/** The two tenant palettes; each role is used the same way in every drawing. */
const palettes = {
  red: {
    main: '#c8161d', deep: '#9b1116', dark: '#5c0d0f', accent: '#e3a73a', gold: '#f4d58d',
    light: '#fdf1e3', paper: '#fffaf3', soft: '#f7d7c2', tint: '#eea28e', sky: ['#fde8d3', '#f8c9a2'], hill: '#e9b28f',
  },
  blue: {
    main: '#1f6fc5', deep: '#15508f', dark: '#0c2f57', accent: '#f0b03c', gold: '#ffd98a',
    light: '#eaf3fc', paper: '#f7fbff', soft: '#cfe2f5', tint: '#8fbde8', sky: ['#e2effb', '#b9d6f2'], hill: '#a9c7e3',
  },
};

// ---- determinism: every random choice comes from the picture's id ----

function seeded(id) {
  let hash = 2166136261;
  for (const char of id) hash = Math.imul(hash ^ char.codePointAt(0), 16777619) >>> 0;
  let state = hash;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (low, high) => low + next() * (high - low),
    int: (low, high) => Math.floor(low + next() * (high - low + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (odds) => next() < odds,
  };
}

// ---- SVG helpers ----

const r1 = (value) => Math.round(value * 10) / 10;
const attrs = (props) =>
  Object.entries(props)
    .filter(([key, value]) => value !== undefined && value !== null && !((key === 'x' || key === 'y') && value === 0))
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? r1(value) : value}"`)
    .join('');
const el = (name, props, inner) => (inner === undefined ? `<${name}${attrs(props)}/>` : `<${name}${attrs(props)}>${inner}</${name}>`);
const rect = (x, y, width, height, fill, extra = {}) => el('rect', { x, y, width, height, fill, ...extra });
const circle = (cx, cy, r, fill, extra = {}) => el('circle', { cx, cy, r, fill, ...extra });
const ellipse = (cx, cy, rx, ry, fill, extra = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...extra });
const path = (d, fill, extra = {}) => el('path', { d, fill, ...extra });
const line = (x1, y1, x2, y2, stroke, width, extra = {}) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra });
const poly = (points, fill, extra = {}) => el('polygon', { points: points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' '), fill, ...extra });
const group = (transform, inner, extra = {}) => el('g', { transform, ...extra }, inner);
const svg = (width, height, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const star = (cx, cy, outer, fill) => {
  const points = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? outer : outer * 0.4;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return poly(points, fill);
};
const rays = (cx, cy, inner, outer, count, fill, opacity) => {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const a = (i * 2 * Math.PI) / count;
    const b = a + Math.PI / count / 1.6;
    d += `M${r1(cx + inner * Math.cos(a))} ${r1(cy + inner * Math.sin(a))}L${r1(cx + outer * Math.cos(a))} ${r1(cy + outer * Math.sin(a))}L${r1(cx + outer * Math.cos(b))} ${r1(cy + outer * Math.sin(b))}L${r1(cx + inner * Math.cos(b))} ${r1(cy + inner * Math.sin(b))}Z`;
  }
  return path(d, fill, { opacity });
};
const skyGradient = (id, [top, bottom]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

// ---- motifs: flat emblems drawn in a 200×200 box, shared by covers and banners ----

const motifs = {
  book: (p) =>
    rays(100, 62, 30, 92, 14, p.gold, 0.55) +
    star(100, 44, 16, p.accent) +
    path('M100 78Q64 62 26 70V168Q64 160 100 178Z', p.paper, { stroke: p.deep, 'stroke-width': 4 }) +
    path('M100 78Q136 62 174 70V168Q136 160 100 178Z', p.paper, { stroke: p.deep, 'stroke-width': 4 }) +
    [96, 110, 124, 138].map((y) => line(40, y, 86, y + 4, p.tint, 4) + line(114, y + 4, 160, y, p.tint, 4)).join('') +
    path('M26 168Q64 160 100 178Q136 160 174 168V178Q136 170 100 188Q64 170 26 178Z', p.main),
  memorial: (p) =>
    rect(30, 168, 140, 12, p.deep) + rect(44, 156, 112, 12, p.main) + rect(58, 146, 84, 10, p.deep) +
    poly([[84, 146], [116, 146], [108, 42], [92, 42]], p.main) + poly([[100, 42], [116, 146], [108, 146], [100, 52]], p.deep, { opacity: 0.5 }) +
    poly([[92, 42], [108, 42], [100, 24]], p.accent) + star(100, 100, 10, p.gold) +
    poly([[22, 168], [36, 118], [50, 168]], p.dark, { opacity: 0.7 }) + poly([[150, 168], [164, 112], [178, 168]], p.dark, { opacity: 0.7 }),
  shield: (p) =>
    path('M100 24L164 46V100Q164 152 100 182Q36 152 36 100V46Z', p.main) +
    path('M100 40L150 57V100Q150 140 100 164Q50 140 50 100V57Z', p.paper) +
    path('M72 102L92 122L132 80', 'none', { stroke: p.accent, 'stroke-width': 14, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
    path('M100 24L164 46V100Q164 152 100 182Z', p.dark, { opacity: 0.15 }),
  torch: (p) =>
    rays(100, 66, 34, 96, 12, p.gold, 0.5) +
    path('M100 20Q132 52 118 82Q112 96 100 98Q88 96 82 82Q70 54 100 20Z', p.main) +
    path('M100 48Q116 66 108 84Q104 90 100 90Q96 90 92 84Q86 68 100 48Z', p.gold) +
    path('M70 96H130L120 116H80Z', p.accent) + poly([[86, 116], [114, 116], [106, 184], [94, 184]], p.deep),
  digital: (p) => {
    const nodes = [[30, 40], [70, 22], [130, 26], [172, 48], [24, 96], [178, 104]];
    return (
      nodes.map(([x, y]) => line(x, y, 100, 78, p.tint, 3)).join('') +
      nodes.map(([x, y], i) => circle(x, y, i % 2 ? 9 : 7, i % 3 ? p.main : p.accent)).join('') +
      rect(46, 70, 108, 72, p.dark, { rx: 6 }) + rect(54, 78, 92, 56, p.main, { rx: 2 }) +
      rect(62, 88, 40, 6, p.paper, { opacity: 0.9 }) + rect(62, 100, 70, 5, p.paper, { opacity: 0.6 }) + rect(62, 110, 56, 5, p.paper, { opacity: 0.6 }) +
      rect(112, 118, 26, 10, p.accent, { rx: 2 }) + path('M32 142H168L180 158H20Z', p.deep)
    );
  },
  scales: (p) =>
    rect(94, 40, 12, 130, p.deep) + rect(60, 168, 80, 12, p.main, { rx: 3 }) + circle(100, 38, 10, p.accent) +
    rect(30, 56, 140, 8, p.main, { rx: 4 }) +
    line(40, 64, 22, 118, p.deep, 2) + line(40, 64, 58, 118, p.deep, 2) + path('M16 118H64Q60 138 40 138Q20 138 16 118Z', p.accent) +
    line(160, 64, 142, 118, p.deep, 2) + line(160, 64, 178, 118, p.deep, 2) + path('M136 118H184Q180 138 160 138Q140 138 136 118Z', p.accent),
  chart: (p) =>
    rect(20, 176, 160, 6, p.deep) +
    [[30, 130, p.tint], [66, 104, p.main], [102, 80, p.deep], [138, 50, p.main]].map(([x, y, fill]) => rect(x, y, 28, 176 - y, fill, { rx: 3 })).join('') +
    path('M24 120L70 86L104 98L168 34', 'none', { stroke: p.accent, 'stroke-width': 8, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
    poly([[176, 24], [150, 30], [170, 52]], p.accent),
  community: (p) =>
    [[20, 104, 56, p.main], [72, 84, 64, p.deep], [132, 108, 50, p.main]]
      .map(([x, y, w, fill]) => poly([[x - 6, y], [x + w / 2, y - w * 0.55], [x + w + 6, y]], p.dark) + rect(x, y, w, 176 - y, fill) + rect(x + w / 2 - 8, 176 - 30, 16, 30, p.paper) + rect(x + 8, y + 14, 12, 12, p.gold) + rect(x + w - 20, y + 14, 12, 12, p.gold))
      .join('') +
    rect(10, 176, 180, 6, p.deep) + circle(100, 60, 0, p.paper),
  health: (p) =>
    path('M100 176Q28 126 28 80Q28 44 62 44Q86 44 100 68Q114 44 138 44Q172 44 172 80Q172 126 100 176Z', p.main) +
    path('M40 104H74L84 84L98 124L110 96L118 104H160', 'none', { stroke: p.paper, 'stroke-width': 8, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }) +
    path('M150 40Q176 18 188 30Q178 58 150 52Z', p.accent) + line(150, 52, 140, 62, p.accent, 4),
  pavilion: (p) =>
    circle(156, 44, 20, p.gold) +
    path('M14 86Q60 80 100 52Q140 80 186 86Q170 92 152 90H48Q30 92 14 86Z', p.dark) +
    rect(44, 90, 112, 10, p.main) + path('M34 110Q66 104 100 88Q134 104 166 110Z', p.deep) +
    [54, 82, 118, 146].map((x) => rect(x - 4, 110, 8, 56, p.main)).join('') + rect(28, 166, 144, 12, p.deep) + rect(40, 110, 120, 6, p.accent),
  atom: (p) =>
    ellipse(100, 100, 84, 30, 'none', { stroke: p.main, 'stroke-width': 7 }) +
    ellipse(100, 100, 84, 30, 'none', { stroke: p.deep, 'stroke-width': 7, transform: 'rotate(60 100 100)' }) +
    ellipse(100, 100, 84, 30, 'none', { stroke: p.tint, 'stroke-width': 7, transform: 'rotate(120 100 100)' }) +
    circle(100, 100, 16, p.accent) + circle(184, 100, 7, p.main) + circle(58, 28, 7, p.deep),
  landscape: (p) =>
    circle(144, 56, 22, p.main) +
    path('M0 150L46 70L80 120L112 60L160 130L200 92V180H0Z', p.deep, { opacity: 0.85 }) +
    path('M0 166L40 120L72 150L120 108L168 156L200 134V180H0Z', p.dark) +
    path('M18 132Q60 124 96 134T182 128', 'none', { stroke: p.paper, 'stroke-width': 4, opacity: 0.8 }),
  music: (p) =>
    [60, 80, 100, 120, 140].map((y) => line(10, y, 190, y - 10, p.tint, 3)).join('') +
    ellipse(62, 140, 18, 13, p.main, { transform: 'rotate(-20 62 140)' }) + rect(74, 54, 7, 86, p.main) +
    ellipse(132, 126, 18, 13, p.deep, { transform: 'rotate(-20 132 126)' }) + rect(144, 40, 7, 86, p.deep) + path('M74 54L151 40V58L81 72Z', p.dark) +
    star(30, 40, 10, p.accent),
  pen: (p) =>
    rect(30, 30, 110, 146, p.paper, { rx: 4, stroke: p.tint, 'stroke-width': 3 }) +
    [60, 80, 100, 120].map((y) => line(46, y, 122, y, p.tint, 4)).join('') +
    group('rotate(35 140 110)', path('M128 20H152V140L140 170L128 140Z', p.main) + path('M128 120H152V140L140 170L128 140Z', p.accent) + rect(128, 20, 24, 20, p.dark)),
  lotus: (p) =>
    path('M20 160Q100 120 180 160Z', p.deep, { opacity: 0.5 }) +
    path('M100 40Q122 84 100 140Q78 84 100 40Z', p.main) +
    path('M100 140Q60 118 50 70Q90 84 100 140Z', p.tint) + path('M100 140Q140 118 150 70Q110 84 100 140Z', p.tint) +
    path('M100 140Q50 140 26 106Q70 104 100 140Z', p.main, { opacity: 0.8 }) + path('M100 140Q150 140 174 106Q130 104 100 140Z', p.main, { opacity: 0.8 }) +
    [170, 182].map((y) => path(`M30 ${y}Q65 ${y - 8} 100 ${y}T170 ${y}`, 'none', { stroke: p.tint, 'stroke-width': 4 })).join(''),
  notes: (p) =>
    rect(36, 26, 118, 152, p.paper, { rx: 6, stroke: p.deep, 'stroke-width': 4 }) + rect(36, 26, 24, 152, p.main, { rx: 4 }) +
    [50, 80, 110, 140].map((y) => circle(48, y, 5, p.paper)).join('') +
    [64, 86, 108, 130].map((y) => line(74, y, 138, y, p.tint, 5)).join('') +
    group('rotate(-40 150 120)', rect(146, 60, 14, 96, p.accent) + poly([[146, 156], [160, 156], [153, 172]], p.dark)),
  phone: (p) =>
    rect(58, 14, 84, 172, p.dark, { rx: 14 }) + rect(66, 30, 68, 140, p.paper, { rx: 4 }) +
    rect(72, 38, 56, 30, p.main, { rx: 3 }) + poly([[94, 46], [94, 60], [106, 53]], p.paper) +
    [76, 98, 120].map((y) => rect(72, y, 16, 16, p.tint, { rx: 3 }) + rect(94, y + 2, 34, 5, p.deep, { opacity: 0.6 }) + rect(94, y + 10, 24, 4, p.tint)).join('') +
    rect(72, 146, 56, 14, p.accent, { rx: 7 }) + circle(100, 178, 4, p.paper),
  calendar: (p) => {
    let cells = '';
    for (let row = 0; row < 4; row += 1) {
      for (let col = 0; col < 5; col += 1) cells += rect(40 + col * 25, 84 + row * 22, 18, 15, row === 2 && col === 3 ? p.accent : p.soft, { rx: 2 });
    }
    return (
      rect(28, 40, 144, 140, p.paper, { rx: 8, stroke: p.deep, 'stroke-width': 4 }) + path('M28 48Q28 40 36 40H164Q172 40 172 48V74H28Z', p.main) +
      rect(58, 28, 10, 24, p.dark, { rx: 5 }) + rect(132, 28, 10, 24, p.dark, { rx: 5 }) + cells +
      circle(160, 164, 26, p.deep) + path('M148 164L157 173L173 155', 'none', { stroke: p.paper, 'stroke-width': 6, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })
    );
  },
  classroom: (p) =>
    rect(20, 24, 160, 88, p.dark, { rx: 4 }) + rect(26, 30, 148, 76, p.deep) +
    [48, 62, 76].map((y, i) => line(40, y, 40 + [90, 120, 70][i], y, p.paper, 4, { opacity: 0.8 })).join('') + star(150, 50, 10, p.gold) +
    [[40, 150], [80, 146], [120, 146], [160, 150], [60, 172], [140, 172], [100, 170]]
      .map(([x, y], i) => circle(x, y - 16, 10, i % 2 ? p.dark : '#3a2a22') + path(`M${x - 16} ${y + 10}Q${x - 16} ${y - 6} ${x} ${y - 6}Q${x + 16} ${y - 6} ${x + 16} ${y + 10}Z`, i % 3 ? p.main : p.tint))
      .join(''),
  studio: (p) =>
    rect(40, 20, 150, 92, p.dark, { rx: 6 }) + rect(48, 28, 134, 76, p.main, { opacity: 0.9 }) + poly([[106, 48], [106, 84], [136, 66]], p.paper) +
    circle(66, 40, 6, p.gold) +
    circle(46, 104, 14, '#2b2320') + path('M24 160Q24 124 46 124Q68 124 68 160Z', p.deep) +
    poly([[28, 146], [84, 146], [78, 190], [34, 190]], p.accent) + rect(40, 158, 32, 6, p.paper, { opacity: 0.7 }) +
    line(76, 140, 62, 122, p.dark, 3) + circle(62, 120, 5, p.dark),
  discussion: (p) =>
    path('M16 40Q16 26 30 26H124Q138 26 138 40V96Q138 110 124 110H60L36 132V110H30Q16 110 16 96Z', p.main) +
    [52, 74].map((y, i) => rect(34, y, [82, 60][i], 8, p.paper, { rx: 4, opacity: 0.9 })).join('') +
    path('M70 98Q70 84 84 84H170Q184 84 184 98V148Q184 162 170 162H164V182L142 162H84Q70 162 70 148Z', p.accent) +
    [110, 128, 146].map((y, i) => circle(104 + i * 26, 123, 7, p.dark)).join(''),
  hall: (p) =>
    star(100, 34, 16, p.accent) +
    poly([[10, 84], [100, 52], [190, 84]], p.deep) + rect(14, 84, 172, 12, p.main) +
    [28, 50, 72, 94, 116, 138, 160].map((x) => rect(x, 96, 12, 64, p.paper) + rect(x - 2, 96, 16, 5, p.tint)).join('') +
    rect(14, 160, 172, 8, p.main) + rect(6, 168, 188, 8, p.deep) + rect(0, 176, 200, 8, p.main),
  flow: (p) =>
    [[10, p.main], [58, p.deep], [106, p.main], [154, p.accent]]
      .map(([x, fill], i) => rect(x, 70, 38, 60, fill, { rx: 6 }) + circle(x + 19, 90, 9, p.paper, { opacity: 0.9 }) + rect(x + 8, 108, 22, 5, p.paper, { opacity: 0.8 }) + (i < 3 ? poly([[x + 42, 94], [x + 54, 100], [x + 42, 106]], p.dark) : ''))
      .join('') + path('M20 150H180', 'none', { stroke: p.tint, 'stroke-width': 4, 'stroke-dasharray': '8 8' }),
  meeting: (p) =>
    rect(50, 16, 100, 56, p.dark, { rx: 4 }) + rect(56, 22, 88, 44, p.main) + rect(64, 30, 44, 6, p.paper) + rect(64, 42, 64, 4, p.paper, { opacity: 0.6 }) +
    [[38, 118], [74, 110], [126, 110], [162, 118]].map(([x, y], i) => circle(x, y, 12, ['#2b2320', '#3a2a22', '#1d1a1a', '#5a4a42'][i]) + path(`M${x - 20} ${y + 40}Q${x - 20} ${y + 14} ${x} ${y + 14}Q${x + 20} ${y + 14} ${x + 20} ${y + 40}Z`, i % 2 ? p.deep : '#2f3a4f')).join('') +
    path('M14 152H186L176 190H24Z', p.accent) + rect(60, 146, 30, 8, p.paper) + rect(112, 146, 30, 8, p.paper),
};

// ---- kinds ----

/** A card cover, 16:9: a flat composition around the record's motif. */
function drawCover(entry, p) {
  const r = seeded(entry.id);
  const width = 480;
  const height = 270;
  const right = r.chance(0.5);
  const mx = right ? r.between(250, 290) : r.between(30, 70);
  const size = r.between(190, 215);
  const cx = mx + size / 2;
  let back = rect(0, 0, width, height, r.chance(0.3) ? p.soft : p.light);
  const layout = r.int(0, 2);
  if (layout === 0) back += circle(cx, height / 2, r.between(130, 160), r.chance(0.5) ? p.soft : p.paper);
  if (layout === 1) back += poly(right ? [[width * 0.45, 0], [width, 0], [width, height], [width * 0.62, height]] : [[0, 0], [width * 0.55, 0], [width * 0.38, height], [0, height]], p.soft);
  if (layout === 2) back += [180, 140, 100].map((radius, i) => circle(cx, height + 20, radius + 60, [p.soft, p.paper, p.light][i])).join('');
  // A quiet pattern on the empty side gives the cover texture without competing with the motif.
  const px = right ? r.between(30, 90) : r.between(300, 360);
  const dots = el('pattern', { id: 'dots', width: 16, height: 16, patternUnits: 'userSpaceOnUse' }, circle(8, 8, 2.6, p.tint));
  const stripe = rect(0, height - 10, width, 10, p.main) + rect(0, height - 14, width, 4, p.accent);
  const arcs = path(`M${right ? 20 : width - 20} ${height - 40}q${right ? 60 : -60} -60 ${right ? 150 : -150} -40`, 'none', { stroke: p.accent, 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.7 });
  const motif = motifs[entry.motif];
  if (!motif) throw new Error(`${entry.id}: no motif "${entry.motif}"`);
  const body = back + rect(px, 32, 96, 64, 'url(#dots)', { opacity: 0.55 }) + arcs + group(`translate(${r1(mx)} ${r1((height - size) / 2 - 6)}) scale(${r1(size / 200)})`, motif(p)) + stripe;
  return svg(width, height, body, dots);
}

/** A home-page banner, 16:9: a sunrise over a skyline with sweeping ribbons and the banner's emblem large. */
function drawBanner(entry, p) {
  const r = seeded(entry.id);
  const width = 960;
  const height = 540;
  let skyline = '';
  for (let x = 0; x < width; ) {
    const w = r.int(30, 70);
    const h = r.int(60, 190);
    skyline += rect(x, 380 - h, w - 6, h + 40, p.tint, { opacity: 0.45 });
    x += w;
  }
  const ribbon = (y, fill, lift) => path(`M0 ${y}C240 ${y - lift} 520 ${y + lift} 960 ${y - lift}V540H0Z`, fill);
  const emblemX = r.chance(0.5) ? 560 : 140;
  const body =
    rect(0, 0, width, height, 'url(#sky)') +
    rays(emblemX + 170, 190, 60, 620, 24, p.gold, 0.35) +
    circle(emblemX + 170, 190, 110, p.gold, { opacity: 0.8 }) +
    path('M0 380Q200 320 420 360T960 330V540H0Z', p.hill, { opacity: 0.6 }) +
    skyline +
    group(`translate(${emblemX} 40) scale(1.7)`, motifs[entry.motif](p)) +
    ribbon(430, p.main, 40) +
    ribbon(462, p.deep, 30) +
    path('M0 440C240 400 520 480 960 400', 'none', { stroke: p.gold, 'stroke-width': 6 }) +
    [[80, 90], [140, 70], [760, 110]].map(([x, y]) => path(`M${x} ${y}q10 -10 20 0q10 -10 20 0`, 'none', { stroke: p.deep, 'stroke-width': 3, opacity: 0.6 })).join('');
  return svg(width, height, body, skyGradient('sky', p.sky));
}

const skins = ['#f3d3b8', '#eec4a3', '#e7b894', '#f6dac4', '#ddb08c'];
const suitsFor = { m: ['#1f2a44', '#2b2d33', '#3b4150', '#23324d', '#33302e'], f: ['#1f2a44', '#2b2d33', '#5b2a35', '#3b4150', '#2f4a5a'] };
const hairFor = { young: ['#1a1614', '#2b211c', '#1f1a18'], middle: ['#1a1614', '#2b211c', '#3a302a'], senior: ['#6b6562', '#8c8784', '#4d4743'] };

/**
 * A head-and-shoulders figure in formal dress, 300×400 units with the head centred at (150, 170).
 * Shared by portraits and honour group photos, so a group is made of the same people.
 */
function figure(traits, p) {
  const { sex, skin, suit, hair, style, glasses, smile, tie, badge } = traits;
  const shade = 'rgba(120,60,40,0.18)';
  let out = '';
  // Long hair falls behind the shoulders, so it goes first and the jacket covers its ends.
  if (style === 'long' || style === 'bob') out += path(`M${style === 'long' ? 86 : 90} 170Q84 ${style === 'long' ? 300 : 250} 120 ${style === 'long' ? 300 : 250}H180Q216 ${style === 'long' ? 300 : 250} 210 170Z`, hair);
  // Body: jacket, shirt, and tie or blouse.
  out += path('M18 400Q24 300 150 282Q276 300 282 400Z', suit);
  out += poly([[150, 282], [118, 292], [150, 370], [182, 292]], sex === 'm' ? '#ffffff' : (traits.blouse ?? '#ffffff'));
  if (sex === 'm') out += poly([[142, 300], [158, 300], [164, 364], [150, 380], [136, 364]], tie) + poly([[142, 292], [158, 292], [155, 304], [145, 304]], tie);
  else out += path('M124 292Q150 322 176 292L170 288Q150 306 130 288Z', traits.blouseEdge ?? p.soft);
  out += path('M118 292L150 372L128 400H96Q104 330 118 292Z', 'rgba(0,0,0,0.18)') + path('M182 292L150 372L172 400H204Q196 330 182 292Z', 'rgba(0,0,0,0.18)');
  if (badge) out += circle(208, 330, 8, p.accent) + star(208, 330, 5, p.main);
  // Neck and head.
  out += path('M126 226V286Q150 306 174 286V226Z', skin) + path('M126 262Q150 280 174 262V286Q150 300 126 286Z', shade);
  out += ellipse(94, 178, 9, 15, skin) + ellipse(206, 178, 9, 15, skin);
  out += path('M94 160Q92 250 150 262Q208 250 206 160Q204 96 150 96Q96 96 94 160Z', skin);
  // Hair styles, drawn over the top of the head.
  const hairPaths = {
    side: 'M90 168Q84 96 146 88Q214 86 212 164Q204 128 196 122Q150 124 118 112Q104 130 98 168Z',
    short: 'M90 162Q88 92 150 88Q212 92 210 162Q204 124 186 118Q150 110 114 118Q96 126 90 162Z',
    receding: 'M90 172Q86 116 108 112Q104 136 98 172Z M210 172Q214 116 192 112Q196 136 202 172Z M110 112Q150 94 190 112Q170 104 150 104Q130 104 110 112Z',
    crew: 'M92 150Q92 96 150 94Q208 96 208 150Q200 124 150 118Q100 124 92 150Z',
    bob: 'M88 180Q80 88 150 86Q220 88 212 180Q206 130 180 118Q140 130 108 122Q94 140 88 180Z',
    long: 'M86 180Q78 86 150 84Q222 86 214 180Q206 126 176 114Q130 128 104 120Q90 140 86 180Z',
    bun: 'M92 160Q88 92 150 90Q212 92 208 160Q200 122 150 116Q100 122 92 160Z',
  };
  if (style === 'bun') out += circle(150, 84, 22, hair);
  out += path(hairPaths[style], hair);
  // Face: brows, eyes, nose, mouth; glasses for some.
  const eyeY = 178;
  out += path(`M112 ${eyeY - 16}Q124 ${eyeY - 22} 136 ${eyeY - 16}`, 'none', { stroke: hair === '#8c8784' ? '#6b6562' : '#2b211c', 'stroke-width': 4, 'stroke-linecap': 'round' });
  out += path(`M164 ${eyeY - 16}Q176 ${eyeY - 22} 188 ${eyeY - 16}`, 'none', { stroke: hair === '#8c8784' ? '#6b6562' : '#2b211c', 'stroke-width': 4, 'stroke-linecap': 'round' });
  out += ellipse(124, eyeY, 6, 6.5, '#2a201c') + ellipse(176, eyeY, 6, 6.5, '#2a201c') + circle(126, eyeY - 2, 1.8, '#ffffff') + circle(178, eyeY - 2, 1.8, '#ffffff');
  out += path(`M150 ${eyeY + 6}Q146 ${eyeY + 30} 142 ${eyeY + 34}Q150 ${eyeY + 38} 158 ${eyeY + 34}`, 'none', { stroke: shade, 'stroke-width': 4, 'stroke-linecap': 'round' });
  out += path(smile ? `M130 ${eyeY + 50}Q150 ${eyeY + 66} 170 ${eyeY + 50}` : `M134 ${eyeY + 54}Q150 ${eyeY + 60} 166 ${eyeY + 54}`, 'none', { stroke: '#b5655a', 'stroke-width': 5, 'stroke-linecap': 'round' });
  if (sex === 'f') out += ellipse(112, eyeY + 34, 12, 7, '#f0a09a', { opacity: 0.35 }) + ellipse(188, eyeY + 34, 12, 7, '#f0a09a', { opacity: 0.35 });
  if (glasses) out += rect(104, eyeY - 14, 40, 28, 'none', { rx: 9, stroke: '#2b2b2b', 'stroke-width': 3.5 }) + rect(156, eyeY - 14, 40, 28, 'none', { rx: 9, stroke: '#2b2b2b', 'stroke-width': 3.5 }) + line(144, eyeY - 4, 156, eyeY - 4, '#2b2b2b', 3.5);
  return out;
}

/** A person's looks, drawn from their id (and, for catalogue portraits, their sex and age). */
function traitsOf(id, p, sex, age) {
  const r = seeded(`${id}/looks`);
  const styles = sex === 'm' ? (age === 'senior' ? ['receding', 'side', 'short'] : ['side', 'short', 'crew']) : age === 'senior' ? ['bob', 'bun', 'short'] : ['bob', 'long', 'bun'];
  return {
    sex,
    skin: r.pick(skins),
    suit: r.pick(suitsFor[sex]),
    hair: r.pick(hairFor[age]),
    style: r.pick(styles),
    glasses: r.chance(age === 'young' ? 0.2 : 0.45),
    smile: r.chance(0.6),
    tie: r.pick([p.main, p.deep, '#2d3b5c', '#6b2b3a']),
    blouse: r.pick(['#ffffff', '#f5efe6', p.paper]),
    blouseEdge: r.pick([p.soft, p.tint, '#e9e4dc']),
  };
}

/** A portrait, 3:4: the figure before a studio backdrop in the palette. */
function drawPortrait(entry, p) {
  const r = seeded(entry.id);
  const traits = { ...traitsOf(entry.id, p, entry.sex, entry.age), badge: Boolean(entry.badge) };
  const backdrop = r.pick([p.light, p.soft, p.paper]);
  const body =
    rect(0, 0, 300, 400, backdrop) +
    circle(150, 170, r.between(120, 150), '#ffffff', { opacity: 0.55 }) +
    path('M0 330Q150 300 300 330V400H0Z', p.main, { opacity: 0.12 }) +
    figure(traits, p);
  return svg(300, 400, body);
}

/** An honour photo, 4:3: a branch's members in two rows before a banner, a certificate held in front. */
function drawGroup(entry, p) {
  const r = seeded(entry.id);
  const width = 400;
  const height = 300;
  const back = r.int(4, 5);
  const front = r.int(3, 4);
  const person = (index, x, y, scale) => {
    const sex = seeded(`${entry.id}/${index}`).chance(0.45) ? 'f' : 'm';
    const age = seeded(`${entry.id}/${index}/age`).pick(['young', 'middle', 'middle', 'senior']);
    return group(`translate(${r1(x - 150 * scale)} ${r1(y)}) scale(${scale})`, figure({ ...traitsOf(`${entry.id}/${index}`, p, sex, age), badge: true }, p));
  };
  let people = '';
  for (let i = 0; i < back; i += 1) people += person(i, 60 + ((width - 120) * i) / (back - 1), 70, 0.34);
  for (let i = 0; i < front; i += 1) people += person(back + i, 90 + ((width - 180) * i) / Math.max(1, front - 1), 118, 0.4);
  const certificate = r.chance(0.6)
    ? rect(160, 236, 80, 54, p.main, { rx: 3 }) + rect(166, 242, 68, 42, 'none', { stroke: p.gold, 'stroke-width': 2 }) + star(200, 256, 8, p.gold) + rect(178, 270, 44, 4, p.gold)
    : path('M184 250H216L210 276H190Z', p.accent) + rect(186, 276, 28, 6, p.deep) + rect(180, 282, 40, 8, p.dark) + ellipse(200, 244, 20, 12, p.accent);
  const body =
    rect(0, 0, width, height, p.paper) +
    rect(0, 0, width, 92, r.pick([p.light, p.soft])) +
    rect(30, 14, width - 60, 40, p.main) + rect(36, 20, width - 72, 28, 'none', { stroke: p.gold, 'stroke-width': 2 }) +
    star(60, 34, 9, p.gold) + star(width - 60, 34, 9, p.gold) +
    rect(0, 200, width, 100, p.hill, { opacity: 0.35 }) +
    people +
    el('g', {}, [40, 360].map((x) => circle(x, 280, 14, p.main) + circle(x - 10, 270, 10, p.tint) + circle(x + 10, 268, 10, p.accent)).join('')) +
    certificate;
  return svg(width, height, body);
}

const trees = (r, p, baseline, xs) =>
  xs.map((x) => {
    const h = r.between(30, 46);
    return rect(x - 2, baseline - 10, 4, 12, '#6b4b3a') + (r.chance(0.5) ? ellipse(x, baseline - 10 - h / 2, h / 3, h / 2, p.green ?? '#4f7f52') : poly([[x - h / 3, baseline - 8], [x, baseline - 8 - h], [x + h / 3, baseline - 8]], '#3f6b48'));
  }).join('');

const buildings = {
  museum: (p) =>
    poly([[130, 120], [240, 86], [350, 120]], p.deep) + rect(134, 120, 212, 10, p.main) +
    [150, 176, 202, 228, 254, 280, 306, 326].map((x) => rect(x, 130, 12, 60, p.paper)).join('') + rect(130, 190, 220, 8, p.main) + rect(120, 198, 240, 8, p.deep) + star(240, 108, 8, p.gold),
  oldsite: (p) =>
    [[110, 150, 110], [230, 140, 130]].map(([x, y, w]) => path(`M${x - 10} ${y}Q${x + w / 2} ${y - 40} ${x + w + 10} ${y}Z`, '#4a3f3c') + rect(x, y, w, 200 - y, '#e9dfd2') + rect(x + w / 2 - 10, y + 18, 20, 200 - y - 18, p.deep) + rect(x + 12, y + 14, 16, 14, '#6b5a50') + rect(x + w - 28, y + 14, 16, 14, '#6b5a50')).join('') +
    rect(210, 110, 4, 50, '#5a4a42') + path('M214 110h26v16h-26z', p.main),
  integrity: (p) =>
    rect(150, 90, 180, 106, p.paper) + [110, 134, 158].map((y) => [170, 200, 230, 260, 290].map((x) => rect(x, y, 18, 14, p.tint)).join('')).join('') +
    rect(150, 82, 180, 10, p.main) + rect(226, 172, 28, 26, p.deep) +
    ellipse(100, 214, 70, 10, p.sky[1]) + [80, 110].map((x) => path(`M${x} 210q8 -18 0 -26q-8 8 0 26z`, p.tint) + ellipse(x, 212, 12, 4, '#4f7f52')).join(''),
  village: (p) =>
    [0, 1, 2, 3].map((i) => path(`M0 ${200 + i * 12}Q240 ${190 + i * 12} 480 ${200 + i * 12}`, 'none', { stroke: i % 2 ? '#8fb36a' : '#c7d98a', 'stroke-width': 10 })).join('') +
    [[120, 150], [190, 140], [300, 152]].map(([x, y]) => poly([[x - 6, y], [x + 30, y - 26], [x + 66, y]], p.main) + rect(x, y, 60, 42, p.paper) + rect(x + 24, y + 18, 12, 24, p.deep)).join('') +
    path('M360 190q30 -40 60 0z', '#e6eef0', { stroke: '#b8c8cc', 'stroke-width': 2 }),
  archive: (p) =>
    rect(140, 70, 200, 128, p.main) + rect(148, 78, 184, 12, p.gold, { opacity: 0.8 }) +
    [100, 126, 152].map((y) => [156, 184, 212, 240, 268, 296].map((x) => rect(x, y, 20, 18, p.paper, { opacity: 0.85 })).join('')).join('') + rect(226, 170, 28, 28, p.dark),
  cemetery: (p) =>
    rect(170, 186, 140, 10, p.paper) + rect(190, 176, 100, 10, '#e8e2da') + poly([[226, 176], [254, 176], [246, 60], [234, 60]], '#f2ede6') + poly([[234, 60], [246, 60], [240, 44]], '#d8cfc4') + star(240, 100, 9, p.main) +
    [120, 150, 330, 360].map((x) => poly([[x - 12, 196], [x, 136], [x + 12, 196]], '#2f5a3f')).join(''),
  workers: (p) =>
    rect(150, 110, 180, 88, '#e8e2da') + rect(150, 100, 180, 12, p.deep) + [172, 204, 236, 268, 300].map((x) => rect(x, 126, 14, 50, p.tint)).join('') + rect(226, 176, 28, 22, p.dark) +
    rect(104, 120, 6, 80, '#d8cfc4') + path('M110 120h40v24h-40z', p.main) + path('M100 214h20v-44q-10 -10 -20 0z', p.dark),
  partyhall: (p) =>
    path('M130 198V120Q240 64 350 120V198Z', p.paper) + path('M130 120Q240 64 350 120', 'none', { stroke: p.main, 'stroke-width': 10 }) +
    circle(240, 124, 24, p.main) + star(240, 124, 14, p.gold) + [160, 190, 290, 320].map((x) => rect(x, 140, 14, 58, p.tint)).join('') + rect(222, 160, 36, 38, p.deep),
};

/** An education base, 16:9: the site's building in its landscape under a clear sky. */
function drawBase(entry, p) {
  const r = seeded(entry.id);
  const width = 480;
  const height = 270;
  const clouds = [0, 1, 2].map(() => {
    const x = r.between(20, 440);
    const y = r.between(20, 70);
    return ellipse(x, y, 34, 10, '#ffffff', { opacity: 0.8 }) + ellipse(x + 16, y - 6, 18, 10, '#ffffff', { opacity: 0.8 });
  }).join('');
  const body =
    rect(0, 0, width, height, 'url(#sky)') +
    clouds +
    path(`M0 170Q${r.int(60, 140)} ${r.int(110, 130)} 200 160T480 ${r.int(140, 160)}V270H0Z`, p.hill) +
    path(`M0 190Q120 ${r.int(160, 175)} 260 185T480 180V270H0Z`, '#9dbb86') +
    buildings[entry.motif](p) +
    rect(0, 204, width, 66, '#b9c99a') +
    path('M210 270L228 204H252L270 270Z', '#e7dfcf') +
    rect(0, 198, width, 8, '#d8cfc4') +
    trees(r, p, 206, [30, 60, 400, 440]);
  return svg(width, height, body, skyGradient('sky', p.sky));
}

// ---- book covers: the only pictures with text, laid out to fit and rasterised ----

/** Rough advance of a character in em: full width for CJK, narrower for Latin, digits and spaces. */
const advance = (char) => (/[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 1 : 0.6);
const textWidth = (text, size) => [...text].reduce((sum, char) => sum + advance(char) * size, 0);

/** The title in as few balanced lines as fit `box`, at the largest size that fits; never clipped. */
function fitTitle(title, box, sizes) {
  const chars = [...title];
  for (const size of sizes) {
    for (let lines = 1; lines <= box.maxLines; lines += 1) {
      const per = Math.ceil(chars.length / lines);
      const rows = [];
      for (let i = 0; i < chars.length; i += per) rows.push(chars.slice(i, i + per).join(''));
      const fits = rows.every((row) => textWidth(row, size) <= box.width) && rows.length * size * 1.3 <= box.height;
      if (fits) return { size, rows };
    }
  }
  throw new Error(`"${title}" does not fit a book cover`);
}

/** A line of small text at the largest size up to `max` that fits `width`. */
const fitLine = (text, width, max) => {
  let size = max;
  while (textWidth(text, size) > width) size -= 0.5;
  if (size < 9) throw new Error(`"${text}" does not fit a book cover`);
  return size;
};

const serif = 'Noto Serif CJK SC';
const sans = 'Noto Sans CJK SC';

function drawBook(entry, p) {
  const r = seeded(entry.id);
  const width = 300;
  const height = 400;
  const margin = 30;
  const design = r.int(0, 2);
  // The third design has a spine band on the left, so its text centres on what is left.
  const left = design === 2 ? 30 : 0;
  const cx = (width + left) / 2;
  const ground = design === 2 ? p.paper : r.pick([p.main, p.deep, p.dark]);
  const ink = design === 2 ? p.dark : p.gold;
  const fine = design === 2 ? p.deep : p.paper;
  const title = fitTitle(entry.title, { width: width - left - 2 * margin - 10, height: 150, maxLines: 3 }, [34, 32, 30, 28, 26, 24, 22, 20]);
  const titleTop = design === 1 ? 176 : 120;
  const titleText = title.rows
    .map((row, i) => el('text', { x: cx, y: titleTop + title.size + i * title.size * 1.3, 'font-size': title.size, 'font-family': serif, 'font-weight': 'bold', 'text-anchor': 'middle', fill: ink }, escapeText(row)))
    .join('');
  const authorSize = fitLine(entry.author, width - left - 2 * margin, 15);
  const publisherSize = fitLine(entry.publisher, width - left - 2 * margin, 13);
  let art;
  if (design === 0) {
    art = rect(margin - 12, margin - 12, width - 2 * margin + 24, height - 2 * margin + 24, 'none', { stroke: p.gold, 'stroke-width': 2 }) +
      rect(margin - 6, margin - 6, width - 2 * margin + 12, height - 2 * margin + 12, 'none', { stroke: p.gold, 'stroke-width': 0.8 }) +
      circle(width / 2, 80, 26, 'none', { stroke: p.gold, 'stroke-width': 2 }) + star(width / 2, 80, 16, p.gold) +
      line(90, titleTop + title.rows.length * title.size * 1.3 + 24, 210, titleTop + title.rows.length * title.size * 1.3 + 24, p.gold, 1.5);
  } else if (design === 1) {
    art = rect(0, 0, width, 150, p.paper, { opacity: 0.12 }) + rays(width / 2, 140, 20, 150, 18, p.gold, 0.22) + rect(0, 150, width, height - 150, ground) + circle(width / 2, 140, 40, p.gold, { opacity: 0.85 }) +
      path('M0 150Q150 110 300 150V160Q150 120 0 160Z', p.gold, { opacity: 0.9 });
  } else {
    art = rect(0, 0, 26, height, p.main) + rect(26, 0, 4, height, p.accent) + rect(left + margin, 58, width - left - 2 * margin, 6, p.main) +
      [0, 1, 2].map((i) => circle(width - 40, height - 150, 40 + i * 24, 'none', { stroke: p.tint, 'stroke-width': 2, opacity: 0.6 })).join('');
  }
  const author = el('text', { x: cx, y: height - 78, 'font-size': authorSize, 'font-family': sans, 'text-anchor': 'middle', fill: fine }, escapeText(entry.author));
  const publisher = el('text', { x: cx, y: height - 44, 'font-size': publisherSize, 'font-family': sans, 'text-anchor': 'middle', fill: fine, opacity: 0.85 }, escapeText(entry.publisher));
  return svg(width, height, rect(0, 0, width, height, ground) + art + titleText + author + publisher);
}

// ---- writing ----

const kinds = { cover: drawCover, banner: drawBanner, portrait: drawPortrait, group: drawGroup, base: drawBase, book: drawBook };

/**
 * Kinds written as WebP, with the encoder's quality: book covers because they hold text, group
 * photos because a crowd of figures is several times smaller as pixels than as shapes.
 */
const rasterised = { book: 74, group: 70 };

/** Converts a drawn SVG to WebP at its own size; the font is looked up by fontconfig here, once. */
function toWebp(svgText, target, scratch, quality) {
  const source = join(scratch, 'picture.svg');
  const png = join(scratch, 'picture.png');
  writeFileSync(source, svgText);
  execFileSync('rsvg-convert', ['-o', png, source]);
  execFileSync('cwebp', ['-quiet', '-q', String(quality), '-m', '6', '-metadata', 'none', png, '-o', target]);
}

function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'draw-pictures-'));
  try {
    for (const [palette, colours] of Object.entries(palettes)) {
      const dir = join(outRoot, palette);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      for (const [kind, entries] of Object.entries(catalogue)) {
        for (const entry of entries) {
          const drawn = kinds[kind](entry, colours);
          if (rasterised[kind]) toWebp(drawn, join(dir, `${entry.id}.webp`), scratch, rasterised[kind]);
          else writeFileSync(join(dir, `${entry.id}.svg`), drawn);
        }
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  let total = 0;
  let count = 0;
  for (const palette of Object.keys(palettes)) {
    for (const file of readdirSync(join(outRoot, palette))) {
      total += statSync(join(outRoot, palette, file)).size;
      count += 1;
    }
  }
  console.log(`Drew ${count} pictures into ${outRoot}: ${(total / 1024).toFixed(0)} KB in all.`);
}

main();
