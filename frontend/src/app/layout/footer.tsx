import { SUPPORT_EMAIL } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import { Link } from 'react-router-dom';
import { localizedPath } from '@/lib/public-paths';
import { useCurrentYear } from '@/hooks/use-current-year';
import { useLanguage } from '@/lib/language';
import { CompanyDetails } from '@/components/company-details';
import { BrandLink } from './brand-link';
import { LanguageSwitch } from './language-switch';

export function Footer() {
  const language = useLanguage();
  const year = useCurrentYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <BrandLink />
          <p className="site-footer__disclaimer">{copy.footer.disclaimer}</p>
          <CompanyDetails tone="dark" />
        </div>
        <ul className="site-footer__links">
          <li>
            <Link to={localizedPath('/privacy', language)}>{copy.footer.privacy}</Link>
          </li>
          <li>
            <Link to={localizedPath('/terms', language)}>{copy.footer.terms}</Link>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{copy.footer.contact}</a>
          </li>
          <li>
            <LanguageSwitch />
          </li>
        </ul>
      </div>
      <div className="site-footer__bottom">
        <div className="container">{copy.footer.copyright(year)}</div>
      </div>
    </footer>
  );
}
