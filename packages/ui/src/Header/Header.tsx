import { useTheme } from '../ThemeProvider';
import { BrandLink, HeaderBand, HeaderInner } from './Header.styles';
import { SearchBox, type SearchTypeOption } from './SearchBox';

export type { SearchTypeOption } from './SearchBox';

export interface HeaderProps {
  /** The site's name; shown when there is no logo, and the logo's text alternative otherwise. */
  title: string;
  /** Logo picture address. Left out, the tenant's logo from ThemeProvider is used; with neither, the title shows as text. */
  logoSrc?: string;
  /** Where the brand links to. */
  homeHref?: string;
  /** The keyword the search box starts with (from the address, docs/product/frame.md#search-box). */
  initialKeyword?: string;
  /** What the search can look for; with two or more, a type choice shows beside the box. */
  searchTypes?: readonly SearchTypeOption[];
  /** The type the search starts with (from the address; the portal's default is `kc`). */
  initialType?: string;
  /**
   * Called with the keyword and type when the learner presses Enter or the search button, and
   * with an empty keyword when they clear the box (docs/product/frame.md#search-box).
   */
  onSearch?: (keyword: string, type: string) => void;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

/**
 * The portal's banner: the tenant's logo or title over its background picture (the
 * `--sp-header-background` variable set by ThemeProvider), and the site search. A phone's
 * frame uses PhoneHeader instead, with the same props.
 */
export function Header({ title, logoSrc, homeHref = '/index', initialKeyword = '', searchTypes = [], initialType, onSearch, className }: HeaderProps) {
  const { tenant } = useTheme();
  const logo = logoSrc || tenant.logo;
  return (
    <HeaderBand className={className}>
      <HeaderInner>
        <BrandLink href={homeHref}>{logo ? <img src={logo} alt={title} /> : <span>{title}</span>}</BrandLink>
        <SearchBox initialKeyword={initialKeyword} searchTypes={searchTypes} initialType={initialType} onSearch={onSearch} />
      </HeaderInner>
    </HeaderBand>
  );
}
