import styled from 'styled-components';

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-1);

  & select {
    min-height: var(--sp-control-height);
    padding: 0 var(--sp-space-3);
    border: 1px solid var(--sp-color-border-control);
    border-radius: var(--sp-radius-control);
    background: var(--sp-color-surface);
    color: var(--sp-color-text);
    font: inherit;
  }

  & select:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;

export interface YearSelectProps {
  label: string;
  /** The chosen year; undefined is the option `latestLabel`. */
  value: number | undefined;
  years: readonly number[];
  onChange: (year: number | undefined) => void;
  /** An option for "whatever is newest" (the server's default), e.g. 最新一期. */
  latestLabel?: string;
}

/**
 * A year to look at, as a native select: a short fixed list, where the platform's own control
 * is the most familiar and works with every keyboard and screen reader.
 */
export function YearSelect({ label, value, years, onChange, latestLabel }: YearSelectProps) {
  return (
    <Field>
      <span>{label}</span>
      <select value={value === undefined ? '' : String(value)} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}>
        {latestLabel && <option value="">{latestLabel}</option>}
        {years.map((year) => (
          <option key={year} value={year}>
            {year}年
          </option>
        ))}
      </select>
    </Field>
  );
}

/** This year and the ones before it, newest first. */
export const recentYears = (now: Date, count: number) => Array.from({ length: count }, (_, index) => now.getFullYear() - index);
