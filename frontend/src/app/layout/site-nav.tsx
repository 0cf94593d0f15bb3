import { copy } from '@taxback/shared/copy';
import { Link, NavLink } from 'react-router-dom';
import { localizedPath } from '@/lib/public-paths';
import { useLanguage } from '@/lib/language';
import { navLabel, navLinks } from './nav-links';

export function SiteNav() {
  const language = useLanguage();
  return (
    <nav className="site-nav" aria-label={copy.header.mainNavigation}>
      {navLinks.map(({ to, key }) =>
        // A home-page anchor is never "the current page", so it gets a plain link.
        to.startsWith('/#') ? (
          <Link key={to} to={localizedPath(to, language)} className="site-nav__link">
            {navLabel(key)}
          </Link>
        ) : (
          <NavLink key={to} to={localizedPath(to, language)} className="site-nav__link">
            {navLabel(key)}
          </NavLink>
        ),
      )}
    </nav>
  );
}
