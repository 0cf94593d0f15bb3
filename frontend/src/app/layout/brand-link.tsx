import { PRODUCT_NAME } from '@taxback/shared/constants';
import { messages } from '@taxback/shared/messages';
import { Link } from 'react-router-dom';
import { LogoMark } from '@/components/ui/icons';

export function BrandLink() {
  return (
    <Link to="/" className="brand" aria-label={messages.header.homeLink}>
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
