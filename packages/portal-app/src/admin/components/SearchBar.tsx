import { Button, Input } from '@study-portal/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sp-space-2);
  margin: 0 0 var(--sp-space-4);

  & label {
    font-size: var(--sp-font-size-body);
  }
`;

export interface SearchBarProps {
  /** The field's visible label, e.g. 班级名称. */
  label: string;
  initialKeyword?: string;
  /** Called with the trimmed keyword when 查询 is pressed or Enter typed. */
  onSearch: (keyword: string) => void;
}

/** A list's keyword search: the search runs on submit, not on every keystroke. */
export function SearchBar({ label, initialKeyword = '', onSearch }: SearchBarProps) {
  const id = useId();
  const [keyword, setKeyword] = useState(initialKeyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(keyword.trim());
  };
  return (
    <Form role="search" aria-label={label} onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        type="search"
        size="small"
        value={keyword}
        clearable
        onChange={(event) => setKeyword(event.target.value)}
        onClear={() => onSearch('')}
        style={{ width: 240 }}
      />
      <Button type="submit" variant="primary" size="small" action="query" />
    </Form>
  );
}
