// Small line icons for the toolbar; decorative, each entry carries its text label.
const paths = {
  user: 'M12 12a4 4 0 1 0-4-4 4 4 0 0 0 4 4zm0 2c-4 0-8 2-8 5v1h16v-1c0-3-4-5-8-5z',
  admin: 'M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5zm0 5a2.5 2.5 0 1 1-2.5 2.5A2.5 2.5 0 0 1 12 7zm0 11a6 6 0 0 1-4.5-2.3c0-1.5 3-2.3 4.5-2.3s4.5.8 4.5 2.3A6 6 0 0 1 12 18z',
  manual: 'M6 2h10l4 4v16H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm9 1.5V7h3.5zM8 11h8v1.6H8zm0 4h8v1.6H8z',
  help: 'M12 2a10 10 0 1 0 10 10A10 10 0 0 0 12 2zm1 16h-2v-2h2zm2.1-7.8-.9.9A3.4 3.4 0 0 0 13 14h-2v-.5a4 4 0 0 1 1.2-2.8l1.2-1.3A2 2 0 1 0 10 8H8a4 4 0 1 1 7.1 2.2z',
  survey: 'M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm1 4v1.6h8V7zm0 4v1.6h8V11zm0 4v1.6h5V15z',
  mobile: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 3v13h8V5zm4 14.2a1 1 0 1 0 1 1 1 1 0 0 0-1-1z',
  letter: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1.6 2v.4l7.4 5 7.4-5V7zm14.8 2.8-7.4 5-7.4-5V17h14.8z',
  elder: 'M4 6h9v2.2H9.8V19H7.2V8.2H4zm10 5h7v2h-2.5v6h-2v-6H14z',
  tools: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z',
  top: 'M4 4h16v2H4zM12 8l-7 7h4.5v5h5v-5H19z',
} as const;

export type ToolbarIconName = keyof typeof paths;

export function ToolbarIcon({ name }: { name: ToolbarIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}
