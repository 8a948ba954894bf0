/** A playback position as the player shows it: 3:05, or 1:02:09 from an hour on. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Hours as the portal writes them: 2, 1.5, 0.25 (no trailing zeros). */
export const formatHours = (hours: number): string => String(Math.round(hours * 100) / 100);
