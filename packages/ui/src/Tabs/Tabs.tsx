import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Tab, TabList, TabPanel } from './Tabs.styles';

/** One tab and what it shows. */
export interface TabItem {
  /** Identifies the tab; what `value` and `onChange` speak of. */
  value: string;
  label: ReactNode;
  /** The panel's content. Without it, the Tabs' `children` fill the selected panel. */
  content?: ReactNode;
  /** Shown but cannot be chosen; skipped by the arrow keys. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order, each with its label and the content its panel shows. */
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. 学习中心. */
  label: string;
  /** The selected tab, when the screen controls it (with `onChange`). */
  value?: string;
  /** The tab selected first when the Tabs keep the choice themselves. Default: the first enabled tab. */
  defaultValue?: string;
  /** Called with the tab the user chose, by click or by the arrow keys. */
  onChange?: (value: string) => void;
  /** Shown in the selected panel when its tab has no `content` (the screen renders the panel itself). */
  children?: ReactNode;
  /**
   * `wrap` (the default) lets a long list run onto more rows; `scroll` keeps it on one row, a
   * little tighter, that scrolls sideways where the screen is too narrow for it.
   */
  overflow?: 'wrap' | 'scroll';
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

const usable = (item: TabItem | undefined): item is TabItem => item !== undefined && !item.disabled;

/**
 * Tabs after the WAI-ARIA pattern: one tab stop for the whole list, arrow keys (wrapping), Home
 * and End move between tabs, and moving selects (automatic activation).
 */
export function Tabs({ items, label, value, defaultValue, onChange, children, overflow = 'wrap', className }: TabsProps) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const wanted = items.find((item) => item.value === (value ?? ownValue));
  const selected = usable(wanted) ? wanted : items.find(usable);

  // A list on one row keeps the chosen tab in sight, sideways only: the page itself never moves.
  const listRef = useRef<HTMLDivElement>(null);
  const selectedValue = selected?.value;
  useEffect(() => {
    const list = listRef.current;
    const tab = selectedValue === undefined ? undefined : tabRefs.current.get(selectedValue);
    if (overflow !== 'scroll' || !list || !tab) return;
    const start = tab.offsetLeft - list.offsetLeft;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (start + tab.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = start + tab.offsetWidth - list.clientWidth;
  }, [overflow, selectedValue]);

  const select = (item: TabItem) => {
    if (item.disabled) return;
    setOwnValue(item.value);
    if (item.value !== selected?.value) onChange?.(item.value);
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter(usable);
    const position = enabled.findIndex((item) => item.value === selected?.value);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(position + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(position - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next);
    tabRefs.current.get(next.value)?.focus();
  };

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  return (
    <div className={className}>
      <TabList ref={listRef} role="tablist" aria-label={label} onKeyDown={keyDown} data-overflow={overflow}>
        {items.map((item, index) => {
          const isSelected = item.value === selected?.value;
          return (
            <Tab
              key={item.value}
              ref={(element) => {
                if (element) tabRefs.current.set(item.value, element);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId(index)}
              aria-disabled={item.disabled ? 'true' : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(item)}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {/* Every tab gets its panel so aria-controls always points somewhere; only the selected one is mounted with content. */}
      {items.map((item, index) => {
        const isSelected = item.value === selected?.value;
        return (
          <TabPanel key={item.value} role="tabpanel" id={panelId(index)} aria-labelledby={tabId(index)} tabIndex={0} hidden={!isSelected}>
            {isSelected ? (item.content ?? children) : null}
          </TabPanel>
        );
      })}
    </div>
  );
}
