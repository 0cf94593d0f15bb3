import { siteCopy } from '@taxback/shared/copy-site';
import { LegalDocument } from '@/features/marketing/components/legal-document';
import '@/features/marketing/components/marketing.css';

export function TermsPage() {
  return <LegalDocument document={siteCopy.terms} />;
}
