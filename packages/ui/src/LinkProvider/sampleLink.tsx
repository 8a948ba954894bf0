import type { LinkComponent, LinkComponentProps } from './LinkProvider';

/**
 * Stands in for an app's router link in stories and tests: it marks the anchor it draws
 * (`data-app-link`) and, on a plain click nobody else handled, hands the address to `open`
 * instead of loading the page, as a router does. A click asking for a new tab stays the browser's.
 */
export function sampleLink(open: (href: string) => void): LinkComponent {
  return function SampleAppLink({ href, onClick, ...rest }: LinkComponentProps) {
    return (
      <a
        {...rest}
        href={href}
        data-app-link=""
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          open(href);
        }}
      />
    );
  };
}
