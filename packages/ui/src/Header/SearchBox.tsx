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
  /** The keyword the field starts with, e.g. from the address. */
  initialKeyword: string;
  /** What can be searched (课程, 专题…); with more than one the box offers a choice. */
  searchTypes: readonly SearchTypeOption[];
  /** The search type chosen at first; left out, the first of `searchTypes`. */
  initialType: string | undefined;
  /** Called with the keyword and the type on submit; left out, the form does nothing. */
  onSearch: ((keyword: string, type: string) => void) | undefined;
  /** Id of the search form, e.g. for the phone header's search button to control. */
  id?: string;
  /** Hides the form (the phone header shows it on demand). */
  hidden?: boolean;
  /** Receives the keyword field, e.g. to focus it when the box opens. */
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
