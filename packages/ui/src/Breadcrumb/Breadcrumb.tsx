import type { MouseEvent } from 'react';
import { displayLengths, displayText } from '../format/displayText';
import { useBreadcrumbMessages } from '../messages';
import { BreadcrumbEntry, BreadcrumbLink, BreadcrumbList, BreadcrumbSeparator, BreadcrumbText } from './Breadcrumb.styles';

/** One step of the path to the current page, from the route's title. */
export interface BreadcrumbItem {
  /**
   * The step's name, shown as text. A name past `displayLengths.label` characters (a record's
   * runaway title) is cut short with an ellipsis; the page's own heading holds the rest.
   */
  label: string;
  /** Where the step leads; a step without an address is shown as text. Ignored for the last step. */
  href?: string;
}

export interface BreadcrumbProps {
  /** The steps from the outermost page to the current one; the last is the current page. */
  items: readonly BreadcrumbItem[];
  /**
   * Called when a step is followed with a plain left click; call `event.preventDefault()` to
   * navigate in the app instead of loading the page. Modified clicks (new tab) stay the browser's.
   */
  onNavigate?: (item: BreadcrumbItem, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Accessible name of the navigation landmark; 当前位置 by default. */
  label?: string;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Where the user is: the titles of the routes leading to the current page. */
export function Breadcrumb({ items, onNavigate, label, className }: BreadcrumbProps) {
  const breadcrumbTexts = useBreadcrumbMessages();
  return (
    <nav aria-label={label ?? breadcrumbTexts.label} className={className}>
      <BreadcrumbList>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          const shown = displayText(item.label, displayLengths.label);
          return (
            <BreadcrumbEntry key={`${index}-${item.label}`}>
              {current || item.href === undefined ? (
                <BreadcrumbText aria-current={current ? 'page' : undefined}>{shown}</BreadcrumbText>
              ) : (
                <BreadcrumbLink
                  href={item.href}
                  onClick={(event) => {
                    if (isPlainClick(event)) onNavigate?.(item, event);
                  }}
                >
                  {shown}
                </BreadcrumbLink>
              )}
              {!current && <BreadcrumbSeparator aria-hidden="true">/</BreadcrumbSeparator>}
            </BreadcrumbEntry>
          );
        })}
      </BreadcrumbList>
    </nav>
  );
}
