// `pnpm --filter @study-portal/api lectures`: renders the fake backend's demo lectures from
// scripts/lectures.json into src/mocks/media/lecture-<id>.webm, and writes their lengths to
// src/mocks/fixtures/course/lectures.ts so the course fixtures never restate a duration by hand.
// Slides are SVG drawn by rsvg-convert, the voice is espeak-ng's Mandarin (cmn), ffmpeg encodes
// VP9 + Opus. Needs those three tools on PATH (Debian: ffmpeg, espeak-ng, librsvg2-bin) and the
// Noto CJK fonts (fonts-noto-cjk). Run it again only when the slide texts change: the videos are
// committed, and a run rewrites every one of them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const mediaDir = join(packageDir, 'src/mocks/media');
const modulePath = join(packageDir, 'src/mocks/fixtures/course/lectures.ts');
const script = JSON.parse(readFileSync(join(packageDir, 'scripts/lectures.json'), 'utf8'));

const width = 960;
const height = 540;
const font = 'Noto Sans CJK SC';
// Slower than espeak-ng's default, so the synthetic Mandarin stays followable.
const wordsPerMinute = 150;
// A slide stays up a breath after its narration; then every slide ends on a whole second, so a
// one-frame-per-second video changes slides exactly where the voice does.
const pauseAfterSlide = 0.8;

const run = (command, args) => execFileSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Full-width characters take one em, Latin letters and digits about half.
const emsOf = (char) => (char.codePointAt(0) < 0x100 ? 0.55 : 1);
// Chinese typesetting keeps these off the start of a line.
const noLineStart = new Set('，。、；：？！）》”’…');

/** Breaks text into lines of at most `ems` em. */
function wrap(text, ems) {
  const lines = [];
  let line = '';
  let used = 0;
  for (const char of text) {
    const size = emsOf(char);
    if (used + size > ems && line !== '' && !noLineStart.has(char)) {
      lines.push(line);
      line = '';
      used = 0;
    }
    line += char;
    used += size;
  }
  if (line !== '') lines.push(line);
  return lines;
}

const textLine = (x, y, size, fill, content, extra = '') =>
  `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" fill="${fill}"${extra}>${escapeXml(content)}</text>`;

function titleSlide(lecture) {
  const titleLines = wrap(lecture.title, 15);
  const top = 250 - ((titleLines.length - 1) * 68) / 2;
  return [
    `<rect width="${width}" height="${height}" fill="${lecture.colour}"/>`,
    `<rect y="${height - 150}" width="${width}" height="150" fill="#000" opacity="0.12"/>`,
    `<rect x="80" y="120" width="64" height="6" fill="#f3d58a"/>`,
    textLine(80, 100, 26, '#f3d58a', lecture.subtitle),
    ...titleLines.map((line, index) => textLine(80, top + index * 68, 52, '#fff', line, ' font-weight="bold"')),
    textLine(80, height - 86, 26, '#fff', `${script.academy}\u3000${script.series}`),
    textLine(80, height - 46, 20, '#fff', '本课件由脚本生成，语音为合成朗读', ' opacity="0.8"'),
  ];
}

function contentSlide(lecture, slide, page, pages) {
  const parts = [
    `<rect width="${width}" height="${height}" fill="#fbfaf7"/>`,
    `<rect width="${width}" height="96" fill="${lecture.colour}"/>`,
    `<rect y="96" width="${width}" height="5" fill="#f3d58a"/>`,
    textLine(56, 63, 40, '#fff', slide.heading, ' font-weight="bold"'),
  ];
  const many = slide.points.length > 3;
  const size = many ? 30 : 32;
  const lineHeight = many ? 44 : 48;
  let y = 178;
  for (const point of slide.points) {
    parts.push(`<rect x="60" y="${y - size * 0.62}" width="14" height="14" fill="${lecture.colour}"/>`);
    for (const line of wrap(point, Math.floor((width - 92 - 56) / size))) {
      parts.push(textLine(92, y, size, '#222', line));
      y += lineHeight;
    }
    y += many ? 14 : 24;
  }
  const remark = wrap(slide.say, Math.floor((width - 112 - 48) / 22));
  const boxTop = height - 76 - remark.length * 34 - 20;
  parts.push(
    `<rect x="56" y="${boxTop}" width="${width - 112}" height="${remark.length * 34 + 24}" rx="6" fill="${lecture.colour}" opacity="0.08"/>`,
    `<rect x="56" y="${boxTop}" width="5" height="${remark.length * 34 + 24}" fill="${lecture.colour}"/>`,
    ...remark.map((line, index) => textLine(80, boxTop + 36 + index * 34, 22, '#444', line)),
  );
  parts.push(
    `<rect x="56" y="${height - 52}" width="${width - 112}" height="1" fill="#d8d2c4"/>`,
    textLine(56, height - 22, 18, '#777', `${script.academy} · ${lecture.title}`),
    textLine(width - 56, height - 22, 18, '#777', `${page} / ${pages}`, ' text-anchor="end"'),
  );
  return parts;
}

const svg = (parts) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;

/** The PCM samples and format of a WAV file espeak-ng wrote. */
function readWav(path) {
  const bytes = readFileSync(path);
  const format = { channels: bytes.readUInt16LE(22), rate: bytes.readUInt32LE(24), bits: bytes.readUInt16LE(34) };
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'data') return { ...format, pcm: bytes.subarray(offset + 8, offset + 8 + size) };
    offset += 8 + size + (size % 2);
  }
  throw new Error(`${path}: no data chunk`);
}

function writeWav(path, { channels, rate, bits }, pcm) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE((rate * channels * bits) / 8, 28);
  header.writeUInt16LE((channels * bits) / 8, 32);
  header.writeUInt16LE(bits, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  writeFileSync(path, Buffer.concat([header, pcm]));
}

const narrationOf = (lecture, slide, index, last) => {
  if (index === 0) return `${script.opening}今天学习的题目是：${lecture.title}。`;
  const text = `${slide.heading}。${slide.points.join('。')}。${slide.say}`;
  return last ? `${text}${script.closing}` : text;
};

function makeLecture(lecture, work) {
  const slides = [null, ...lecture.slides];
  const pages = lecture.slides.length;
  const pieces = [];
  const list = [];
  const starts = [];
  let format;
  slides.forEach((slide, index) => {
    const base = join(work, `${lecture.id}-${index}`);
    writeFileSync(`${base}.svg`, svg(slide === null ? titleSlide(lecture) : contentSlide(lecture, slide, index, pages)));
    run('rsvg-convert', ['-w', String(width), '-h', String(height), '-o', `${base}.png`, `${base}.svg`]);
    run('espeak-ng', ['-v', 'cmn', '-s', String(wordsPerMinute), '-w', `${base}.wav`, narrationOf(lecture, slide, index, index === slides.length - 1)]);
    const wav = readWav(`${base}.wav`);
    format ??= wav;
    const bytesPerSecond = (wav.rate * wav.channels * wav.bits) / 8;
    const seconds = Math.ceil(wav.pcm.length / bytesPerSecond + pauseAfterSlide);
    const padded = Buffer.alloc(seconds * bytesPerSecond);
    wav.pcm.copy(padded);
    starts.push(pieces.reduce((sum, piece) => sum + piece.length, 0) / bytesPerSecond);
    pieces.push(padded);
    list.push(`file '${base}.png'`, `duration ${seconds}`);
  });
  // The concat demuxer holds the last picture only if it is named once more.
  list.push(`file '${join(work, `${lecture.id}-${slides.length - 1}`)}.png'`);
  const pcm = Buffer.concat(pieces);
  const seconds = pcm.length / ((format.rate * format.channels * format.bits) / 8);
  writeWav(join(work, `${lecture.id}.wav`), format, pcm);
  writeFileSync(join(work, `${lecture.id}.txt`), `${list.join('\n')}\n`);

  const output = join(mediaDir, `lecture-${lecture.id}.webm`);
  run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'concat', '-safe', '0', '-i', join(work, `${lecture.id}.txt`),
    '-i', join(work, `${lecture.id}.wav`),
    '-map', '0:v', '-map', '1:a', '-t', String(seconds),
    '-vf', 'fps=1,format=yuv420p',
    // Keyframes where slides change: between them the picture stands still and costs next to
    // nothing, and a seek never decodes more than one slide. One thread keeps runs identical.
    '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '38', '-g', '60', '-force_key_frames', starts.join(','), '-threads', '1', '-row-mt', '0',
    '-c:a', 'libopus', '-b:a', '12k', '-ac', '1', '-application', 'voip',
    '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact',
    output,
  ]);
  return { id: lecture.id, title: lecture.title, seconds, bytes: statSync(output).size };
}

const work = mkdtempSync(join(tmpdir(), 'lectures-'));
let made;
try {
  made = script.lectures.map((lecture) => makeLecture(lecture, work));
} finally {
  rmSync(work, { recursive: true, force: true });
}

const entries = made.map(({ id, title, seconds }) => `  ${id}: { path: '/demo-media/lecture-${id}.webm', seconds: ${seconds}, title: '${title}' },`);
writeFileSync(
  modulePath,
  `// Generated by packages/api/scripts/make-lectures.mjs from scripts/lectures.json; run it again instead of editing.

/** A demo lecture the fake backend serves: where it plays and its exact length. */
export interface DemoLecture {
  path: string;
  seconds: number;
  title: string;
}

export const demoLectures = {
${entries.join('\n')}
} as const satisfies Record<string, DemoLecture>;

export type DemoLectureId = keyof typeof demoLectures;
`,
);

for (const { id, seconds, bytes } of made) console.log(`  lecture-${id}.webm  ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}  ${(bytes / 1024).toFixed(0)} KB`);
console.log(`  ${(made.reduce((sum, { bytes }) => sum + bytes, 0) / 1024).toFixed(0)} KB in all`);
