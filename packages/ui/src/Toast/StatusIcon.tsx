import { StatusIconSvg } from './StatusIcon.styles';

/** The four kinds of notice, shared by Toast and MessageBox. */
export type StatusKind = 'success' | 'warning' | 'error' | 'info';

const marks: Record<StatusKind, string> = {
  success: 'M6.5 10.2 L9 12.7 L13.8 7.6',
  warning: 'M10 5.5 V11 M10 14 V14.2',
  error: 'M7.2 7.2 L12.8 12.8 M12.8 7.2 L7.2 12.8',
  info: 'M10 9 V14.5 M10 5.8 V6',
};

export interface StatusIconProps {
  /** Which icon: success, warning, error or info. */
  kind: StatusKind;
  /** The kind in words, for screen readers; left out, the icon is decorative. */
  label?: string;
}

/** A filled circle in the kind's colour with a white mark: tick, exclamation, cross or i. */
export function StatusIcon({ kind, label }: StatusIconProps) {
  const naming = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <StatusIconSvg viewBox="0 0 20 20" focusable="false" data-kind={kind} {...naming}>
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d={marks[kind]} stroke="#ffffff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </StatusIconSvg>
  );
}
