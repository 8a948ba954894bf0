import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useHeaderMessages } from '../messages';
import { useTheme } from '../ThemeProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import { BrandLink, HeaderBand, HeaderInner, SearchButton, SearchForm, SearchInput, SearchType } from './Header.styles';

/** One kind of thing the site search can look for, e.g. courses (`kc`). */
export interface SearchTypeOption {
  value: string;
  label: string;
}

export interface HeaderProps {
  /** The site's name; shown when there is no logo, and the logo's text alternative otherwise. */
  title: string;
  /** Logo picture address. Left out, the tenant's logo from ThemeProvider is used; with neither, the title shows as text. */
  logoSrc?: string;
  /** Where the brand links to. */
  homeHref?: string;
  /** The keyword the search box starts with (from the address, spec 2.2). */
  initialKeyword?: string;
  /** What the search can look for; with two or more, a type choice shows beside the box. */
  searchTypes?: readonly SearchTypeOption[];
  /** The type the search starts with (from the address; the portal's default is `kc`). */
  initialType?: string;
  /**
   * Called with the keyword and type when the learner presses Enter or the search button, and
   * with an empty keyword when they clear the box (spec 2.2).
   */
  onSearch?: (keyword: string, type: string) => void;
  className?: string;
}

/**
 * The portal's banner: the tenant's logo or title over its background picture (the
 * `--sp-header-background` variable set by ThemeProvider), and the site search.
 */
export function Header({
  title,
  logoSrc,
  homeHref = '/index',
  initialKeyword = '',
  searchTypes = [],
  initialType,
  onSearch,
  className,
}: HeaderProps) {
  const messages = useHeaderMessages();
  const { tenant } = useTheme();
  const [keyword, setKeyword] = useState(initialKeyword);
  const [type, setType] = useState(initialType ?? searchTypes[0]?.value ?? '');
  const searchId = useId();
  const typeId = useId();
  const logo = logoSrc || tenant.logo;

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
    <HeaderBand className={className}>
      <HeaderInner>
        <BrandLink href={homeHref}>{logo ? <img src={logo} alt={title} /> : <span>{title}</span>}</BrandLink>
        <SearchForm role="search" onSubmit={submit}>
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
      </HeaderInner>
    </HeaderBand>
  );
}
