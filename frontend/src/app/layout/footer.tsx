import { SUPPORT_EMAIL } from '@taxback/shared/constants';
import { messages } from '@taxback/shared/messages';
import { Link } from 'react-router-dom';
import { BrandLink } from './brand-link';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <BrandLink />
          <p className="site-footer__disclaimer">{messages.footer.disclaimer}</p>
        </div>
        <ul className="site-footer__links">
          <li>
            <Link to="/privacy">{messages.footer.privacy}</Link>
          </li>
          <li>
            <Link to="/terms">{messages.footer.terms}</Link>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{messages.footer.contact}</a>
          </li>
        </ul>
      </div>
      <div className="site-footer__bottom">
        <div className="container">{messages.footer.copyright(new Date().getFullYear())}</div>
      </div>
    </footer>
  );
}
