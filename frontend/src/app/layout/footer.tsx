import { SUPPORT_EMAIL } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import { Link } from 'react-router-dom';
import { BrandLink } from './brand-link';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <BrandLink />
          <p className="site-footer__disclaimer">{copy.footer.disclaimer}</p>
        </div>
        <ul className="site-footer__links">
          <li>
            <Link to="/privacy">{copy.footer.privacy}</Link>
          </li>
          <li>
            <Link to="/terms">{copy.footer.terms}</Link>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{copy.footer.contact}</a>
          </li>
        </ul>
      </div>
      <div className="site-footer__bottom">
        <div className="container">{copy.footer.copyright(new Date().getFullYear())}</div>
      </div>
    </footer>
  );
}
