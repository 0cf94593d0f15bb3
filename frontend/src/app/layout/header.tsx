import { Button, VisuallyHidden } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { useAuth } from '@/lib/use-auth';
import { BrandLink } from './brand-link';
import { HeaderActions } from './header-actions';
import { LanguageSwitch } from './language-switch';
import { SiteNav } from './site-nav';

const MOBILE_MENU_ID = 'mobile-menu';

export function Header({ adminUnreadCount }: { adminUnreadCount?: number }) {
  const location = useLocation();
  const { status, isAdmin } = useAuth();
  // The menu belongs to the location it was opened on, so any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === location.key;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpenedAt(null);
  };

  return (
    <header
      className="site-header"
      // Who is signed in sets how wide the bar's actions are, and so below which width the menu holds them.
      data-session={status === 'signedIn' ? (isAdmin ? 'staff' : 'customer') : undefined}
      data-unread={isAdmin && adminUnreadCount ? '' : undefined}
      onKeyDown={closeOnEscape}
    >
      <div className="container site-header__bar">
        <BrandLink />
        <SiteNav />
        <LanguageSwitch className="site-header__language" />
        <HeaderActions adminUnreadCount={adminUnreadCount} />
        <Button
          className="menu-toggle"
          variation="link"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setOpenedAt(menuOpen ? null : location.key)}
        >
          {menuOpen ? <CloseIcon width={24} height={24} /> : <MenuIcon width={24} height={24} />}
          <VisuallyHidden>{menuOpen ? copy.header.closeMenu : copy.header.openMenu}</VisuallyHidden>
        </Button>
      </div>
      {menuOpen && (
        <div id={MOBILE_MENU_ID} className="container mobile-menu">
          <SiteNav />
          <LanguageSwitch />
          <HeaderActions adminUnreadCount={adminUnreadCount} />
        </div>
      )}
    </header>
  );
}
