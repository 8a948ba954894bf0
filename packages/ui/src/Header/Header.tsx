import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useHeaderMessages } from '../messages';
import { PhoneBarButton } from '../PortalLayout/phoneBar';
import { usePortalFrame } from '../PortalLayout/portalFrameContext';
import { useTheme } from '../ThemeProvider';
import { useBreakpoint } from '../useBreakpoint';
import { VisuallyHidden } from '../VisuallyHidden';
import { BrandLink, HeaderBand, HeaderInner, PhoneRow, SearchButton, SearchForm, SearchInput, SearchType } from './Header.styles';

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
 * `--sp-header-background` variable set by ThemeProvider), and the site search. On a phone it
 * is one row (inside PortalLayout: the menu button, the brand, a search button that unfolds the
 * search box, and room at the end for the toolbar's button).
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
  const formId = useId();
  const logo = logoSrc || tenant.logo;
  const frame = usePortalFrame();
  const windowDevice = useBreakpoint();
  const phone = (frame?.device ?? windowDevice) === 'mobile';
  // A learner who arrived with a keyword sees what they searched for.
  const [searchOpen, setSearchOpen] = useState(initialKeyword !== '');
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch?.(keyword.trim(), type);
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setKeyword(next);
    if (next === '' && keyword !== '') onSearch?.('', type);
  };

  const brand = <BrandLink href={homeHref}>{logo ? <img src={logo} alt={title} /> : <span>{title}</span>}</BrandLink>;
  const form = (
        <SearchForm id={formId} role="search" onSubmit={submit} hidden={phone && !searchOpen}>
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
            ref={input}
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

  if (phone) {
    const toggleSearch = () => {
      const opening = !searchOpen;
      setSearchOpen(opening);
      // The box is shown by this render; the focus follows once it is there.
      if (opening) requestAnimationFrame(() => input.current?.focus());
    };
    return (
      <HeaderBand className={className} data-device="mobile">
        <PhoneRow data-reserve={frame?.reservesToolbar ? 'toolbar' : undefined}>
          {frame?.menuToggle}
          {brand}
          <PhoneBarButton type="button" aria-label={messages.searchBox} aria-expanded={searchOpen} aria-controls={formId} onClick={toggleSearch}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" fill="currentColor" />
            </svg>
            {messages.searchLabel}
          </PhoneBarButton>
        </PhoneRow>
        {form}
      </HeaderBand>
    );
  }

  return (
    <HeaderBand className={className}>
      <HeaderInner>
        {brand}
        {form}
      </HeaderInner>
    </HeaderBand>
  );
}
