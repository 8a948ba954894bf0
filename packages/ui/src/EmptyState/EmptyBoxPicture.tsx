/** The default empty-state picture: an open, empty tray. Decorative, hidden from screen readers. */
export function EmptyBoxPicture() {
  return (
    <svg viewBox="0 0 120 100" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="88" rx="48" ry="8" fill="#ececec" />
      <path d="M22 44 L38 22 H82 L98 44 Z" fill="#f4f4f4" stroke="#d0d0d0" strokeWidth="2" />
      <path d="M22 44 H46 a14 10 0 0 0 28 0 H98 V80 H22 Z" fill="#fafafa" stroke="#d0d0d0" strokeWidth="2" />
    </svg>
  );
}
