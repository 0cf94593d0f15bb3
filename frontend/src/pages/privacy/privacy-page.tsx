import { legalCopy } from '@taxback/shared/copy-legal';
import { LegalDocument } from '@/features/marketing/components/legal-document';
import '@/features/marketing/components/marketing.css';

export function PrivacyPage() {
  return <LegalDocument document={legalCopy.privacy} />;
}
