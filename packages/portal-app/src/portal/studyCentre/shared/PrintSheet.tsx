import type { ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';

export type PrintOrientation = 'portrait' | 'landscape';

/**
 * While a sheet is on the page, printing shows the sheet alone on A4: every element that is
 * neither the sheet, inside it, nor one of its ancestors is left out (the header, the menu,
 * the toolbar, the footer, the screen's own buttons), and the ancestors lose their frames, so
 * the sheet starts at the page's corner and takes the page's width.
 */
const PrintRules = createGlobalStyle<{ $orientation: PrintOrientation }>`
  @media print {
    @page {
      size: A4 ${({ $orientation }) => $orientation};
      margin: 12mm;
    }

    html,
    body {
      background: var(--sp-color-surface) !important;
    }

    body *:not([data-print-sheet]):not([data-print-sheet] *):not(:has([data-print-sheet])) {
      display: none !important;
    }

    body *:has([data-print-sheet]) {
      display: block !important;
      position: static !important;
      inset: auto !important;
      width: auto !important;
      min-width: 0 !important;
      max-width: none !important;
      height: auto !important;
      min-height: 0 !important;
      max-height: none !important;
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      box-shadow: none !important;
      background: none !important;
      overflow: visible !important;
      transform: none !important;
    }

    [data-print-sheet] [data-print-hide] {
      display: none !important;
    }
  }
`;

const Sheet = styled.div`
  @media print {
    width: 100%;
    margin: 0;
    color: var(--sp-color-text);
    font-size: 12pt;
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
`;

export interface PrintSheetProps {
  children: ReactNode;
  /** `portrait` (statements) or `landscape` (certificates). */
  orientation?: PrintOrientation;
  className?: string;
}

/** What the browser prints while it is shown; only one sheet should be on the page at a time. */
export function PrintSheet({ children, orientation = 'portrait', className }: PrintSheetProps) {
  return (
    <>
      <PrintRules $orientation={orientation} />
      <Sheet data-print-sheet="" className={className}>
        {children}
      </Sheet>
    </>
  );
}
