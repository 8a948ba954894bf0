/** Study time as the learning file writes it: 12小时5分钟, 45分钟, 0分钟. */
export function durationText(minutes: number | null | undefined): string {
  const total = Math.max(0, Math.round(minutes ?? 0));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest}分钟`;
  return rest === 0 ? `${hours}小时` : `${hours}小时${rest}分钟`;
}

/** Years of the file, newest first, without repeats; the year asked for is always among them. */
export function fileYears(offered: readonly number[], chosen: number): number[] {
  return [...new Set([...offered, chosen])].sort((a, b) => b - a);
}
