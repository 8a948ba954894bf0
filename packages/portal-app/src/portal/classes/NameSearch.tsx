import { Button, Input } from '@study-portal/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-2);

  & > :first-child {
    flex: 0 1 280px;
  }
`;

export interface NameSearchProps {
  /** The searched text, from the address. */
  value: string;
  onSearch: (value: string) => void;
  /** Names the search landmark and the field, e.g. 搜索班级成员 and 成员姓名. */
  label: string;
  fieldLabel: string;
}

/** A search box that searches on Enter or 查询 and clears with its 清空 button. */
export function NameSearch({ value, onSearch, label, fieldLabel }: NameSearchProps) {
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <Form role="search" aria-label={label} onSubmit={submit}>
      <Input
        type="search"
        aria-label={fieldLabel}
        placeholder={`输入${fieldLabel}`}
        value={draft}
        clearable
        onChange={(event) => setDraft(event.target.value)}
        onClear={() => onSearch('')}
      />
      <Button type="submit" variant="primary">
        查询
      </Button>
    </Form>
  );
}
