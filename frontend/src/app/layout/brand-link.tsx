import { PRODUCT_NAME } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import { Link } from 'react-router-dom';
import { localizedPath } from '@/lib/public-paths';
import { LogoMark } from '@/components/ui/icons';
import { useLanguage } from '@/lib/language';

export function BrandLink() {
  const language = useLanguage();
  return (
    <Link to={localizedPath('/', language)} className="brand" aria-label={copy.header.homeLink}>
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
