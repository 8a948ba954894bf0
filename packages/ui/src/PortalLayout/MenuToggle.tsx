import { PhoneBarButton } from './phoneBar';

export interface MenuToggleProps {
  label: string;
  text: string;
  expanded: boolean;
  onClick: () => void;
}

/** The phone header's menu button: an icon over a short word, the size of a fingertip. */
export function MenuToggle({ label, text, expanded, onClick }: MenuToggleProps) {
  return (
    <PhoneBarButton type="button" aria-label={label} aria-haspopup="dialog" aria-expanded={expanded} onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 5h18v2H3zM3 11h18v2H3zM3 17h18v2H3z" fill="currentColor" />
      </svg>
      <span aria-hidden="true">{text}</span>
    </PhoneBarButton>
  );
}
