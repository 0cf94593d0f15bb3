import { PRODUCT_NAME } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import { Link } from 'react-router-dom';
import { LogoMark } from '@/components/ui/icons';

export function BrandLink() {
  return (
    <Link to="/" className="brand" aria-label={copy.header.homeLink}>
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
