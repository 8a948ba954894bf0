import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useCountdownMessages } from '../messages';
import { countdownMessages } from '../messages/zhCN/countdown';
import { CountdownAnnouncement, CountdownLabel, CountdownRoot, CountdownTime } from './Countdown.styles';

export interface CountdownProps {
  /** When time runs out, as epoch milliseconds. */
  endsAt: number;
  /** The clock, `Date.now` by default; tests and stories pass their own. */
  now?: () => number;
  /** Text before the time. Defaults to 剩余时间. */
  label?: string;
  /** Called once when time runs out, also when the page was asleep past the end. */
  onEnd?: () => void;
  /** Called with the remaining whole seconds whenever they change. */
  onTick?: (remainingSeconds: number) => void;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

/** Minutes left at which screen-reader users hear how long remains. */
const ANNOUNCED_MINUTES = [10, 5, 1];
/** Under this many seconds the time turns to the warning style. */
const WARNING_SECONDS = 5 * 60;

const remainingSeconds = (endsAt: number, now: () => number): number => Math.max(0, Math.ceil((endsAt - now()) / 1000));

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * `HH:MM:SS`, or `MM:SS` under an hour; from a day on, the days first (`4天 05:30:00`), as a
 * live announced days ahead is counted down too.
 */
export function formatRemaining(seconds: number, daysUnit = countdownMessages.days): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const clock = hours > 0 || days > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
  return days > 0 ? `${days}${daysUnit} ${clock}` : clock;
}

/**
 * The exam timer. Time is always read from the clock, never counted in ticks, so a throttled
 * or sleeping tab shows the right time on waking and still ends exactly once. It speaks only
 * at 10, 5 and 1 minutes left and at the end: a timer read out every second drowns the exam.
 */
export function Countdown({ endsAt, now = Date.now, label, onEnd, onTick, className }: CountdownProps) {
  const messages = useCountdownMessages();
  const labelId = useId();
  const [remaining, setRemaining] = useState(() => remainingSeconds(endsAt, now));
  const [announcement, setAnnouncement] = useState('');
  const lastSeen = useRef<number | null>(null);
  const endedFor = useRef<number | null>(null);

  /** Brings the display up to the clock; returns ms until the next whole second, or null once over. */
  const check = useEffectEvent((): number | null => {
    const current = remainingSeconds(endsAt, now);
    const previous = lastSeen.current;
    lastSeen.current = current;
    if (current !== previous) {
      setRemaining(current);
      if (previous !== null) onTick?.(current);
    }
    if (current === 0) {
      if (endedFor.current !== endsAt) {
        endedFor.current = endsAt;
        onEnd?.();
      }
      return null;
    }
    // After a long sleep several thresholds may have passed at once; say what is left now.
    if (previous !== null && ANNOUNCED_MINUTES.some((minutes) => previous > minutes * 60 && current <= minutes * 60)) {
      setAnnouncement(messages.minutesLeft(Math.ceil(current / 60)));
    }
    // Wake when the next whole second starts rather than drift with a fixed interval; a timer
    // that fires early just checks again a moment later.
    return (endsAt - now()) % 1000 || 1000;
  });

  useEffect(() => {
    lastSeen.current = null;
    let timer: number | undefined;
    const tick = () => {
      const wait = check();
      if (wait !== null) timer = window.setTimeout(tick, wait);
    };
    tick();
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      window.clearTimeout(timer);
      tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [endsAt]);

  const ended = remaining === 0;
  return (
    <CountdownRoot className={className} data-warning={remaining < WARNING_SECONDS ? 'true' : undefined}>
      <CountdownLabel id={labelId}>{label ?? messages.label}</CountdownLabel>
      <CountdownTime role="timer" aria-labelledby={labelId}>
        {formatRemaining(remaining, messages.days)}
      </CountdownTime>
      {/* One element both speaks and, at the end, shows 时间到, so it is never read twice. */}
      <CountdownAnnouncement aria-live="polite" aria-atomic="true" data-ended={ended ? 'true' : undefined}>
        {ended ? messages.ended : announcement}
      </CountdownAnnouncement>
    </CountdownRoot>
  );
}
