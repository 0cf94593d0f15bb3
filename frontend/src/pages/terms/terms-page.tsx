import { copy } from '@taxback/shared/copy';
import { LegalDocument } from '@/features/marketing/components/legal-document';
import '@/features/marketing/components/marketing.css';

export function TermsPage() {
  return <LegalDocument document={copy.terms} />;
}
