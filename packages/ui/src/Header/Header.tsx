import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { zhCN } from '../messages/zhCN';
import { VisuallyHidden } from '../VisuallyHidden';
import { BrandLink, HeaderBand, HeaderInner, SearchButton, SearchForm, SearchInput } from './Header.styles';

export interface HeaderProps {
  /** The site's name; shown when there is no logo, and the logo's text alternative otherwise. */
  title: string;
  /** Logo picture address; when empty the title is shown as text. */
  logoSrc?: string;
  /** Where the brand links to. */
  homeHref?: string;
  /** The keyword the search box starts with (from the address, spec 2.2). */
  initialKeyword?: string;
  /**
   * Called with the keyword when the learner presses Enter or the search button, and with
   * an empty keyword when they clear the box (spec 2.2).
   */
  onSearch?: (keyword: string) => void;
  className?: string;
}

/** The portal's banner: the tenant's logo or title, and the site search. */
export function Header({ title, logoSrc, homeHref = '/index', initialKeyword = '', onSearch, className }: HeaderProps) {
  const [keyword, setKeyword] = useState(initialKeyword);
  const searchId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch?.(keyword.trim());
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setKeyword(next);
    if (next === '' && keyword !== '') onSearch?.('');
  };

  return (
    <HeaderBand className={className}>
      <HeaderInner>
        <BrandLink href={homeHref}>
          {logoSrc ? <img src={logoSrc} alt={title} /> : <span>{title}</span>}
        </BrandLink>
        <SearchForm role="search" onSubmit={submit}>
          <VisuallyHidden as="label" htmlFor={searchId}>
            {zhCN.header.searchLabel}
          </VisuallyHidden>
          <SearchInput
            id={searchId}
            type="search"
            name="k"
            value={keyword}
            placeholder={zhCN.header.searchPlaceholder}
            onChange={change}
            enterKeyHint="search"
          />
          <SearchButton type="submit">{zhCN.header.searchLabel}</SearchButton>
        </SearchForm>
      </HeaderInner>
    </HeaderBand>
  );
}
