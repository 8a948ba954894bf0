import { useId, useRef, useState } from 'react';
import type { HeaderProps } from '../Header/Header';
import { BrandLink } from '../Header/Header.styles';
import { SearchBox } from '../Header/SearchBox';
import { useHeaderMessages } from '../messages';
import { usePortalFrame } from '../PortalLayout/portalFrameContext';
import { useTheme } from '../ThemeProvider';
import { MenuToggle } from './MenuToggle';
import { PhoneBand, PhoneBarButton, PhoneRow } from './PhoneHeader.styles';

export type PhoneHeaderProps = HeaderProps;

/**
 * The banner on a phone, with Header's props: one row that stays at the top of the screen
 * inside PortalLayout, holding the menu button (when the frame has a menu), the brand, a search
 * button that unfolds the search box under the row, and room at the end for the toolbar's one
 * button.
 */
export function PhoneHeader({ title, logoSrc, homeHref = '/index', initialKeyword = '', searchTypes = [], initialType, onSearch, className }: PhoneHeaderProps) {
  const messages = useHeaderMessages();
  const { tenant } = useTheme();
  const frame = usePortalFrame();
  const logo = logoSrc || tenant.logo;
  const formId = useId();
  // A learner who arrived with a keyword sees what they searched for.
  const [searchOpen, setSearchOpen] = useState(initialKeyword !== '');
  const input = useRef<HTMLInputElement>(null);
  const toggleSearch = () => {
    const opening = !searchOpen;
    setSearchOpen(opening);
    // The box is shown by this render; the focus follows once it is there.
    if (opening) requestAnimationFrame(() => input.current?.focus());
  };

  return (
    <PhoneBand className={className}>
      <PhoneRow data-reserve={frame?.reservesToolbar ? 'toolbar' : undefined}>
        {frame?.menu && <MenuToggle expanded={frame.menu.open} onClick={frame.menu.open ? undefined : frame.menu.openMenu} />}
        <BrandLink href={homeHref}>{logo ? <img src={logo} alt={title} /> : <span>{title}</span>}</BrandLink>
        <PhoneBarButton type="button" aria-label={messages.searchBox} aria-expanded={searchOpen} aria-controls={formId} onClick={toggleSearch}>
          <span aria-hidden="true" data-icon="search" />
          {messages.searchLabel}
        </PhoneBarButton>
      </PhoneRow>
      <SearchBox
        id={formId}
        hidden={!searchOpen}
        inputRef={input}
        initialKeyword={initialKeyword}
        searchTypes={searchTypes}
        initialType={initialType}
        onSearch={onSearch}
      />
    </PhoneBand>
  );
}
