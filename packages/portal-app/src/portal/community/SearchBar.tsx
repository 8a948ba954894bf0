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
  /** Names the search landmark, e.g. 搜索学习先锋. */
  label: string;
  /** The field's visible label, e.g. 姓名或单位. */
  fieldLabel: string;
  placeholder?: string;
  /** The keyword the list shows now (from the address). */
  value: string;
  onSearch: (keyword: string) => void;
  /** Other filters beside the keyword, e.g. a year. */
  children?: ReactNode;
}

/** A list's keyword search: Enter or 查询 searches, clearing the field shows everything again. */
export function SearchBar({ label, fieldLabel, placeholder, value, onSearch, children }: SearchBarProps) {
  const [draft, setDraft] = useState<{ from: string; text: string }>({ from: value, text: value });
  // A new keyword from the address (back button, a link) replaces what was typed.
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
        <label htmlFor={fieldId}>{fieldLabel}</label>
        <Input
          id={fieldId}
          type="search"
          value={text}
          placeholder={placeholder}
          clearable
          onChange={(event) => setDraft({ from: value, text: event.target.value })}
          onClear={() => onSearch('')}
        />
      </div>
      {children}
      <Button type="submit" variant="primary" action="query" />
    </Bar>
  );
}
