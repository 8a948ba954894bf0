import { useId, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { useHeaderMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { SearchButton, SearchForm, SearchInput, SearchType } from './Header.styles';

/** One kind of thing the site search can look for, e.g. courses (`kc`). */
export interface SearchTypeOption {
  value: string;
  label: string;
}

export interface SearchBoxProps {
  initialKeyword: string;
  searchTypes: readonly SearchTypeOption[];
  initialType: string | undefined;
  onSearch: ((keyword: string, type: string) => void) | undefined;
  id?: string;
  hidden?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The site search of both headers: a keyword, a type when there is a choice, and the button. */
export function SearchBox({ initialKeyword, searchTypes, initialType, onSearch, id, hidden, inputRef }: SearchBoxProps) {
  const messages = useHeaderMessages();
  const [keyword, setKeyword] = useState(initialKeyword);
  const [type, setType] = useState(initialType ?? searchTypes[0]?.value ?? '');
  const searchId = useId();
  const typeId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch?.(keyword.trim(), type);
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setKeyword(next);
    if (next === '' && keyword !== '') onSearch?.('', type);
  };

  return (
    <SearchForm id={id} role="search" onSubmit={submit} hidden={hidden}>
      {searchTypes.length > 1 && (
        <>
          <VisuallyHidden as="label" htmlFor={typeId}>
            {messages.searchTypeLabel}
          </VisuallyHidden>
          <SearchType id={typeId} name="t" value={type} onChange={(event) => setType(event.target.value)}>
            {searchTypes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SearchType>
        </>
      )}
      <VisuallyHidden as="label" htmlFor={searchId}>
        {messages.searchLabel}
      </VisuallyHidden>
      <SearchInput
        ref={inputRef}
        id={searchId}
        type="search"
        name="k"
        value={keyword}
        placeholder={messages.searchPlaceholder}
        onChange={change}
        enterKeyHint="search"
        data-with-type={searchTypes.length > 1 ? 'true' : undefined}
      />
      <SearchButton type="submit">{messages.searchLabel}</SearchButton>
    </SearchForm>
  );
}
