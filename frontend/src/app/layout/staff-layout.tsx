import { Button, VisuallyHidden } from '@aws-amplify/ui-react';
import { PRODUCT_NAME } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { CloseIcon, LogoMark, MenuIcon } from '@/components/ui/icons';
import { PageLoader } from '@/components/ui/page-loader';
import { useAdminUnreadCounts } from '@/features/notifications/api/get-unread-counts';
import { SignOutButton } from '@/features/account/components/sign-out-button';
import { useRealtimeUpdates } from '@/features/notifications/hooks/use-realtime-updates';
import { useAuth } from '@/lib/use-auth';
import { PageShown } from './page-shown';
import { ScrollRestoration } from './scroll-restoration';
import { pageOfOldDashboardAddress } from './staff-paths';
import { StaffNav } from './staff-nav';
import './staff-layout.css';

const MAIN_ID = 'main-content';
const NAV_ID = 'staff-nav';
const text = staffCopy.staffLayout;

/**
 * Every back-office page: a compact bar (the brand, who is signed in, sign out) and the sections' side
 * navigation, which a phone folds behind a menu button; none of the public site's header, footer or chat.
 * The navigation shows only once the person is staff with an authenticator (before that the route below
 * shows the sign-in redirect or the enrolment).
 */
export function StaffLayout() {
  useRealtimeUpdates();
  const { status, isAdmin, needsTotp, firstName, session } = useAuth();
  const counts = useAdminUnreadCounts();
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  // The menu belongs to the page it was opened on, so following one of its links closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === location.key;
  const staff = status === 'signedIn' && isAdmin && !needsTotp;
  const who = firstName ?? session?.email;

  const moved = pageOfOldDashboardAddress(location.pathname, location.search);
  if (moved) return <Navigate to={`${moved}${location.hash}`} replace />;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setOpenedAt(null);
    menuButton.current?.focus();
  };

  return (
    <div className="staff-shell" data-menu-open={menuOpen || undefined} onKeyDown={closeOnEscape}>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {copy.header.skipToContent}
      </a>
      <header className="staff-bar">
        {staff && (
          <Button
            ref={menuButton}
            className="staff-bar__menu"
            variation="link"
            size="small"
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            onClick={() => setOpenedAt(menuOpen ? null : location.key)}
          >
            {menuOpen ? <CloseIcon width={22} height={22} /> : <MenuIcon width={22} height={22} />}
            <span className="staff-bar__menu-word" aria-hidden="true">
              {text.menu}
            </span>
            <VisuallyHidden>{menuOpen ? text.closeMenu : text.openMenu}</VisuallyHidden>
          </Button>
        )}
        <Link to="/admin" className="staff-bar__brand">
          <LogoMark width={28} height={28} />
          <span>{PRODUCT_NAME}</span>
          <span className="staff-bar__tag">{text.backOffice}</span>
        </Link>
        {status === 'signedIn' && (
          <div className="staff-bar__account">
            {who && (
              <span className="staff-bar__who" title={`${text.signedInAs} ${who}`}>
                <VisuallyHidden>{`${text.signedInAs} `}</VisuallyHidden>
                {who}
              </span>
            )}
            <SignOutButton size="small" />
          </div>
        )}
      </header>
      <div className="staff-body">
        {staff && (
          <div className="staff-side">
            <StaffNav id={NAV_ID} counts={counts} />
            <Link to="/" className="staff-side__site">
              {text.publicSite}
            </Link>
          </div>
        )}
        <main id={MAIN_ID} className="staff-main" tabIndex={-1}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <PageShown />
          </Suspense>
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}
