import type { Certificate } from '@study-portal/api';

// Characters a line must not start with (Chinese typesetting's 避头点): they stay at the end
// of the line before, even if it runs a little long.
const noLineStart = new Set('，。、；：？！”’）》」』】…,.;:?!)');

/**
 * How wide a character prints, in em: CJK, full-width forms and the curly quotes (full width
 * in Chinese fonts) 1, the rest about half.
 */
const widthOf = (char: string) => (/[\u2018-\u201F\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF\u3000-\u303F]/.test(char) ? 1 : 0.55);

/**
 * What must stay on one line: a quoted name, a date, a number with its unit (16 学时, 2025年度),
 * any run of Latin letters and digits (a certificate number) and the word 学时 itself, which
 * reads wrongly split; everything else is one character.
 */
const unbreakable = /“[^”]*”|\d{4}年\d{1,2}月\d{1,2}日|[0-9A-Za-z]+(?:[.\-/:][0-9A-Za-z]+)*(?:\s?(?:学时|年度|年|月|日))?|学时|[\s\S]/gu;

const widthOfText = (text: string) => [...text].reduce((sum, char) => sum + widthOf(char), 0);

/**
 * Breaks text into lines of at most `maxEm` ems for SVG, which does not wrap text itself.
 * Never breaks inside a name, date or number (a piece longer than a whole line is the only
 * exception), and never starts a line with closing punctuation.
 */
export function wrapText(text: string, maxEm: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  const place = (piece: string) => {
    const pieceWidth = widthOfText(piece);
    if (line !== '' && width + pieceWidth > maxEm && !noLineStart.has(piece)) {
      lines.push(line);
      line = '';
      width = 0;
    }
    line += piece;
    width += pieceWidth;
  };
  for (const [piece] of text.matchAll(unbreakable)) {
    if (widthOfText(piece) > maxEm) for (const char of piece) place(char);
    else place(piece);
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** 2025-07-03 → 2025年7月3日; anything else as it came. */
export function chineseDate(date: string): string {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(date.trim());
  return match ? `${match[1]}年${Number(match[2])}月${Number(match[3])}日` : date;
}

/** The certificate's big title: a class's 结业证书 or the year's 学习合格证书. */
export const certificateTitle = (certificate: Pick<Certificate, 'kind'>) => (certificate.kind === 'class' ? '结业证书' : '学习合格证书');

/** The certificate's words, as printed under the holder's name. */
export function certificateWording(certificate: Certificate): string {
  const hours = Math.round(certificate.hours * 100) / 100;
  return certificate.kind === 'class'
    ? `参加“${certificate.tbtpName ?? certificate.name}”学习，完成规定学时 ${hours} 学时，经考核合格，准予结业。特发此证。`
    : `在${certificate.collegeName ?? ''}${certificate.year}年度干部网络学习中，累计完成 ${hours} 学时，达到年度学习要求，成绩合格。特发此证。`;
}
