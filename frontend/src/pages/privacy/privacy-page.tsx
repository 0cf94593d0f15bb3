import { legalCopy } from '@taxback/shared/copy-legal';
import { LegalDocument } from '@/features/site/components/legal-document';
import '@/features/site/components/marketing.css';

export function PrivacyPage() {
  return <LegalDocument document={legalCopy.privacy} />;
}
