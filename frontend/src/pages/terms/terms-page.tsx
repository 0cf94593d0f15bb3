import { legalCopy } from '@taxback/shared/copy-legal';
import { LegalDocument } from '@/features/marketing/components/legal-document';
import '@/features/marketing/components/marketing.css';

export function TermsPage() {
  return <LegalDocument document={legalCopy.terms} />;
}
