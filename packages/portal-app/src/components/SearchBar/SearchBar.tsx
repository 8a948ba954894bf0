import { Button, Input } from '@study-portal/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-3);
  align-items: flex-end;

  & > div {
    display: flex;
    flex-direction: column;
    gap: var(--sp-space-1);
    min-width: min(100%, 260px);
  }
`;

export interface SearchBarProps {
  /** Names the search landmark, e.g. 查找学习先锋. */
  label: string;
  /** The field's label, e.g. 姓名或单位; the landmark's name when left out. */
  fieldLabel?: string;
  /** Shown above the field unless hidden, where the list's heading already says what is searched. */
  fieldLabelHidden?: boolean;
  placeholder?: string;
  /** The keyword the list shows now (from the address, or the screen's state). */
  value?: string;
  onSearch: (keyword: string) => void;
  /** `small` for a dense table page (the admin site's lists). */
  size?: 'small';
  /** Other filters beside the keyword, e.g. a year. */
  children?: ReactNode;
}

/**
 * A list's keyword search, the one of both sites: Enter or 查询 searches, the field's 清空 shows
 * everything again, and a new keyword from outside (the back button, a link) replaces what was
 * typed.
 */
export function SearchBar({ label, fieldLabel = label, fieldLabelHidden = false, placeholder, value = '', onSearch, size, children }: SearchBarProps) {
  const [draft, setDraft] = useState<{ from: string; text: string }>({ from: value, text: value });
  const text = draft.from === value ? draft.text : value;
  const fieldId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <Bar role="search" aria-label={label} onSubmit={submit}>
      {/* The label stands beside the field: the field holds a clear button, which a label may not contain. */}
      <div>
        {!fieldLabelHidden && <label htmlFor={fieldId}>{fieldLabel}</label>}
        <Input
          id={fieldId}
          type="search"
          value={text}
          placeholder={placeholder}
          clearable
          {...(fieldLabelHidden ? { 'aria-label': fieldLabel } : {})}
          {...(size ? { size } : {})}
          onChange={(event) => setDraft({ from: value, text: event.target.value })}
          onClear={() => onSearch('')}
        />
      </div>
      {children}
      <Button type="submit" variant="primary" action="query" {...(size ? { size } : {})} />
    </Bar>
  );
}
