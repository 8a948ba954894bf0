import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useDismiss } from '../internal/dismiss/useDismiss';
import { useAnchoredPosition } from '../internal/position/useAnchoredPosition';
import { useSelectMessages } from '../messages';
import { usePortalTarget } from '../internal/usePortalTarget';
import {
  SelectArrow,
  SelectControl,
  SelectEmpty,
  SelectListbox,
  SelectOptionLabel,
  SelectOptionRow,
  SelectPopup,
  SelectTick,
  SelectTickBox,
  SelectValue,
} from './Select.styles';

/** One choice of a Select. */
export interface SelectOption {
  /** What `onChange` reports. */
  value: string;
  /** What the learner reads. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

interface SelectCommonProps {
  /** The choices, in the order shown. */
  options: readonly SelectOption[];
  /** Shown while nothing is chosen; 请选择... by default. */
  placeholder?: string;
  /** Keeps the control focusable but refuses to open it. */
  disabled?: boolean;
  /** Marks the choice as wrong: sets `aria-invalid` and the danger border. */
  invalid?: boolean;
  /** `medium` (default) or `small`. Elder mode enlarges both. */
  size?: 'medium' | 'small';
  /** Id of the combobox, e.g. given by FormItem. */
  id?: string;
  /** Submits the choice with a native form, as hidden inputs of this name. */
  name?: string;
  /** Accessible name, when no visible label names the control. */
  'aria-label'?: string;
  /** Id of the visible label (FormItem passes it); it names the list as well. */
  'aria-labelledby'?: string;
  /** Ids of help and error texts (FormItem passes them). */
  'aria-describedby'?: string;
  /** Same as `invalid`; FormItem passes it when the field has an error. */
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Called when focus leaves the control, e.g. to validate. */
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
  className?: string;
}

/** A Select of one value. */
export interface SingleSelectProps extends SelectCommonProps {
  /** Left out or `false`: one value. */
  multiple?: false;
  /** The chosen value; with this prop the Select is controlled (`undefined`: nothing chosen). */
  value?: string;
  /** The first value of an uncontrolled Select. */
  defaultValue?: string;
  /** Called with the value the learner chose. */
  onChange?: (value: string) => void;
  /** Only for `multiple`. */
  selectAll?: never;
  /** Only for `multiple`. */
  maxLabels?: never;
}

/** A Select of several values. */
export interface MultipleSelectProps extends SelectCommonProps {
  /** Several values, chosen with checkboxes. */
  multiple: true;
  /** The chosen values; with this prop the Select is controlled. */
  value?: readonly string[];
  /** The first values of an uncontrolled Select. */
  defaultValue?: readonly string[];
  /** Called with all chosen values, in the order of the options. */
  onChange?: (value: string[]) => void;
  /** Adds a first option, 全选选项, that chooses every available option or clears them. */
  selectAll?: boolean;
  /** Up to this many chosen labels are listed in the control (default 3); beyond, 已选 N 项. */
  maxLabels?: number;
}

export type SelectProps = SingleSelectProps | MultipleSelectProps;

type Row = { kind: 'all'; label: string } | { kind: 'option'; label: string; option: SelectOption };

const toList = (value: string | readonly string[] | undefined): readonly string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : value;

const isTrue = (value: unknown) => value === true || value === 'true';

const TYPEAHEAD_RESET_MS = 500;
const POPUP_GAP = 4;
const POPUP_MAX_HEIGHT = 320;
const POPUP_MIN_HEIGHT = 80;
/** Less room than this below the control, and more above, opens the list upwards. */
const POPUP_WANTED_HEIGHT = 160;
const PAGE_STEP = 10;

/**
 * The kit's select, after the WAI-ARIA "select-only combobox": focus stays on the combobox
 * while `aria-activedescendant` points at the option the arrow keys are on, so a screen reader
 * follows the list without focus moving into the portal.
 */
export function Select(props: SelectProps) {
  const {
    options,
    placeholder,
    disabled = false,
    invalid = false,
    size = 'medium',
    id,
    name,
    className,
    onBlur,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledby,
    'aria-describedby': ariaDescribedby,
  } = props;
  const multiple = props.multiple === true;
  const messages = useSelectMessages();
  const portalTarget = usePortalTarget();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const rowId = (index: number) => `${baseId}-option-${index}`;

  // `value={undefined}` is a controlled "nothing chosen", so the key's presence decides.
  const controlled = Object.prototype.hasOwnProperty.call(props, 'value');
  const [ownValue, setOwnValue] = useState<readonly string[]>(() => toList(props.defaultValue));
  const chosen = controlled ? toList(props.value) : ownValue;

  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const controlRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const typed = useRef('');
  const typedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const rows: Row[] = [
    ...(multiple && props.selectAll ? [{ kind: 'all' as const, label: messages.selectAll }] : []),
    ...options.map((option) => ({ kind: 'option' as const, label: option.label, option })),
  ];
  const available = options.filter((option) => !option.disabled).map((option) => option.value);
  const allChosen = available.length > 0 && available.every((value) => chosen.includes(value));
  const isChosen = (row: Row) => (row.kind === 'all' ? allChosen : chosen.includes(row.option.value));
  const isDisabled = (row: Row) => (row.kind === 'all' ? available.length === 0 : Boolean(row.option.disabled));

  useEffect(() => () => clearTimeout(typedTimer.current), []);

  // Measured rather than styled: the list is in the portal root, so it is placed against the
  // control, and opens upwards when there is little room below and more above.
  const { style: popupStyle } = useAnchoredPosition(controlRef, popupRef, {
    open,
    side: 'bottom',
    align: 'start',
    gap: POPUP_GAP,
    margin: POPUP_GAP,
    matchWidth: true,
    shrink: { min: POPUP_MIN_HEIGHT, max: POPUP_MAX_HEIGHT, wanted: POPUP_WANTED_HEIGHT },
  });
  // Only the list closes on Esc, not a dialog the select sits in; the focus never left the combobox.
  const dismiss = useDismiss({ open, onDismiss: () => setOpen(false) });

  useEffect(() => {
    if (!open) return;
    const row = popupRef.current?.querySelector(`[data-row="${activeIndex}"]`);
    // jsdom has no scrollIntoView.
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex]);

  const commit = (next: readonly string[]) => {
    // Chosen values are reported in the options' order, whatever order they were picked in.
    const ordered = options.filter((option) => next.includes(option.value)).map((option) => option.value);
    if (!controlled) setOwnValue(ordered);
    if (props.multiple === true) props.onChange?.(ordered);
    else if (ordered[0] !== undefined) props.onChange?.(ordered[0]);
  };

  const choose = (index: number) => {
    const row = rows[index];
    if (!row || isDisabled(row)) return;
    if (row.kind === 'all') {
      // Options that are disabled keep whatever state they had.
      commit(allChosen ? chosen.filter((value) => !available.includes(value)) : [...chosen, ...available]);
      return;
    }
    const { value } = row.option;
    if (!multiple) {
      commit([value]);
      setOpen(false);
      return;
    }
    commit(chosen.includes(value) ? chosen.filter((item) => item !== value) : [...chosen, value]);
  };

  const firstChosenIndex = () => {
    const index = rows.findIndex((row) => row.kind === 'option' && chosen.includes(row.option.value));
    if (index >= 0) return index;
    const firstAvailable = rows.findIndex((row) => !isDisabled(row));
    return firstAvailable >= 0 ? firstAvailable : 0;
  };

  const openList = (index = firstChosenIndex()) => {
    if (disabled) return;
    setActiveIndex(index);
    setOpen(true);
  };

  // Type-ahead: repeating one character steps through the options starting with it; typing
  // quickly spells out a longer beginning.
  const matchTyped = (character: string, from: number) => {
    clearTimeout(typedTimer.current);
    typedTimer.current = setTimeout(() => {
      typed.current = '';
    }, TYPEAHEAD_RESET_MS);
    const buffer = typed.current + character.toLocaleLowerCase();
    typed.current = buffer;
    const repeated = [...buffer].every((letter) => letter === buffer[0]);
    const search = repeated ? buffer.slice(0, 1) : buffer;
    const start = repeated ? from + 1 : from;
    for (let step = 0; step < rows.length; step += 1) {
      const index = (start + step) % rows.length;
      if (rows[index]?.label.toLocaleLowerCase().startsWith(search)) return index;
    }
    return -1;
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const last = rows.length - 1;
    const printable = event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (printable) {
      event.preventDefault();
      const match = matchTyped(event.key, open ? activeIndex : firstChosenIndex());
      if (match < 0) return;
      if (open) setActiveIndex(match);
      else openList(match);
      return;
    }
    if (!open) {
      if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
        event.preventDefault();
        openList();
      } else if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        openList(event.key === 'Home' ? 0 : last);
      }
      return;
    }
    const moveTo = (index: number) => {
      event.preventDefault();
      setActiveIndex(Math.max(0, Math.min(last, index)));
    };
    switch (event.key) {
      case 'ArrowDown':
        moveTo(activeIndex + 1);
        break;
      case 'ArrowUp':
        moveTo(activeIndex - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(last);
        break;
      case 'PageDown':
        moveTo(activeIndex + PAGE_STEP);
        break;
      case 'PageUp':
        moveTo(activeIndex - PAGE_STEP);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(activeIndex);
        break;
      case 'Escape':
        dismiss.onKeyDown(event);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const blur = (event: FocusEvent<HTMLDivElement>) => {
    if (!popupRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    onBlur?.(event);
  };

  const pressControl = () => {
    if (open) setOpen(false);
    else openList();
  };

  // Options are pressed with the mouse without taking focus from the combobox.
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  const chosenLabels = options.filter((option) => chosen.includes(option.value)).map((option) => option.label);
  const maxLabels = props.maxLabels ?? 3;
  const shown =
    chosenLabels.length === 0
      ? null
      : multiple && chosenLabels.length > maxLabels
        ? messages.selected(chosenLabels.length)
        : chosenLabels.join('、');
  const isInvalid = invalid || isTrue(props['aria-invalid']);

  const popup = (
    <SelectPopup ref={popupRef} hidden={!open} style={popupStyle} onMouseDown={keepFocus}>
      <SelectListbox
        role="listbox"
        id={listboxId}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledby}
        aria-multiselectable={multiple || undefined}
      >
        {rows.map((row, index) => (
          <SelectOptionRow
            key={row.kind === 'all' ? '\u0000all' : row.option.value}
            id={rowId(index)}
            role="option"
            aria-selected={isChosen(row)}
            aria-disabled={isDisabled(row) || undefined}
            data-row={index}
            data-active={open && index === activeIndex ? 'true' : undefined}
            onMouseEnter={() => setActiveIndex(index)}
            onClick={() => choose(index)}
          >
            {multiple && (
              <SelectTickBox aria-hidden="true">{isChosen(row) && <TickIcon />}</SelectTickBox>
            )}
            <SelectOptionLabel>{row.label}</SelectOptionLabel>
            {!multiple && isChosen(row) && <TickIcon />}
          </SelectOptionRow>
        ))}
      </SelectListbox>
      {rows.length === 0 && <SelectEmpty>{messages.noOptions}</SelectEmpty>}
    </SelectPopup>
  );

  return (
    <>
      <SelectControl
        ref={controlRef}
        id={id}
        role="combobox"
        tabIndex={0}
        className={className}
        data-size={size}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={open && rows.length > 0 ? rowId(activeIndex) : undefined}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledby}
        aria-describedby={ariaDescribedby}
        aria-invalid={isInvalid || undefined}
        aria-disabled={disabled || undefined}
        onKeyDown={keyDown}
        onClick={disabled ? undefined : pressControl}
        onBlur={blur}
      >
        <SelectValue data-placeholder={shown === null ? 'true' : undefined}>
          {shown ?? placeholder ?? messages.placeholder}
        </SelectValue>
        <SelectArrow viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </SelectArrow>
      </SelectControl>
      {name !== undefined && chosen.map((value) => <input key={value} type="hidden" name={name} value={value} />)}
      {portalTarget && createPortal(popup, portalTarget)}
    </>
  );
}

function TickIcon() {
  return (
    <SelectTick viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={3} aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </SelectTick>
  );
}
