import { legalCopy } from '@taxback/shared/copy-legal';
import { LegalDocument } from '@/features/site/components/legal-document';
import '@/features/site/components/marketing.css';

export function TermsPage() {
  return <LegalDocument document={legalCopy.terms} />;
}
