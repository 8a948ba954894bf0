import type { MonthHours } from '@study-portal/api';

/** Hours as the portal prints them: at most two decimals, no trailing zeros. */
export const hoursText = (value: number) => String(Math.round(value * 100) / 100);

export const monthLabels = Array.from({ length: 12 }, (_, index) => `${index + 1}月`);

/** The twelve months in order, whatever the server sent: a missing month counts 0. */
export function monthsInOrder(months: readonly MonthHours[]): MonthHours[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = months.find((item) => item.month === index + 1);
    return month ?? { month: index + 1, hours: 0, compulsoryHour: 0, optionalHour: 0 };
  });
}

/**
 * A year's months in one sentence, for the chart's summary: the total, its split and the
 * busiest month.
 */
export function monthsSummary(year: number, months: readonly MonthHours[]): string {
  const ordered = monthsInOrder(months);
  const total = ordered.reduce((sum, month) => sum + month.hours, 0);
  if (total <= 0) return `${year}年度尚无学时记录。`;
  const compulsory = ordered.reduce((sum, month) => sum + (month.compulsoryHour ?? 0), 0);
  const optional = ordered.reduce((sum, month) => sum + (month.optionalHour ?? 0), 0);
  const busiest = ordered.reduce((best, month) => (month.hours > best.hours ? month : best));
  return `${year}年度累计 ${hoursText(total)} 学时，其中必修 ${hoursText(compulsory)}、选修 ${hoursText(optional)}；${busiest.month}月最多，${hoursText(busiest.hours)} 学时。`;
}

/** Minutes as 小时 and 分钟, e.g. 13小时53分钟. */
export function durationText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest}分钟`;
  return rest === 0 ? `${hours}小时` : `${hours}小时${rest}分钟`;
}
