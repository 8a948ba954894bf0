/** Chinese weekday names, Sunday first as `Date#getDay` counts. */
export const weekdayNames = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;

/** The default date format (docs/product/platform.md#formats). */
export const defaultDateFormat = 'YYYY-MM-DD HH:mm:ss';

/**
 * A timestamp as the backend sends it. A 10-digit number (or numeric string) counts as
 * seconds and is multiplied by 1000 (docs/product/platform.md#formats); other numbers are milliseconds.
 */
export type DateInput = Date | number | string;

export function toDate(value: DateInput): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number' || /^\d+$/.test(value.trim())) {
    const digits = String(value).trim();
    const number = Number(digits);
    if (!Number.isFinite(number)) return undefined;
    return new Date(digits.length === 10 ? number * 1000 : number);
  }
  // Backends of this family send "2026-03-01 08:30:00"; Safari only parses it with a T.
  const parsed = new Date(value.trim().replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2'));
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * Formats a date with the tokens YYYY MM DD HH mm ss and W (Chinese weekday name), in the
 * viewer's local time. An unreadable value gives an empty string rather than "Invalid Date".
 */
export function formatDate(value: DateInput | null | undefined, format: string = defaultDateFormat): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  const parts: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
    W: weekdayNames[date.getDay()] ?? '',
  };
  return format.replace(/YYYY|MM|DD|HH|mm|ss|W/g, (token) => parts[token] ?? token);
}

/** A plain decimal number: digits, optionally a point and 0 to 20 further digits (docs/product/platform.md#formats). */
export const numberPattern = /^\d+(\.\d{0,20})?$/;

export const isNumberText = (value: string): boolean => numberPattern.test(value);

/**
 * Formats a number with a fixed count of decimals (0 to 20), or returns an empty string for
 * anything that is not a plain decimal number.
 */
export function formatNumber(value: number | string | null | undefined, decimals?: number): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!isNumberText(text)) return '';
  if (decimals === undefined) return text;
  const places = Math.min(20, Math.max(0, Math.trunc(decimals)));
  return Number(text).toFixed(places);
}

/**
 * A count or total with thousands separators, as zh-CN writes it (12,345; 1,234.5), at most
 * three decimals. Written out rather than through toLocaleString: the browser's first locale
 * formatting loads its locale data, a delay on the main thread of every page showing a count.
 */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  const [whole = '0', fraction] = String(Math.round(Math.abs(value) * 1000) / 1000).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Whether an address leaves the portal: http:, https:, mailto: or tel: (docs/product/platform.md#formats). */
export const isExternal = (path: string): boolean => /^(https?:|mailto:|tel:)/.test(path);
