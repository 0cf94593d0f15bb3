import { copy } from '@taxback/shared/copy';
import { Link, NavLink } from 'react-router-dom';
import { navLinks } from './nav-links';

export function SiteNav() {
  return (
    <nav className="site-nav" aria-label={copy.header.mainNavigation}>
      {navLinks.map(({ to, label }) =>
        // A home-page anchor is never "the current page", so it gets a plain link.
        to.startsWith('/#') ? (
          <Link key={to} to={to} className="site-nav__link">
            {label}
          </Link>
        ) : (
          <NavLink key={to} to={to} className="site-nav__link">
            {label}
          </NavLink>
        ),
      )}
    </nav>
  );
}
