import { copy } from '@taxback/shared/copy';
import { LegalDocument } from '@/features/marketing/components/legal-document';
import '@/features/marketing/components/marketing.css';

export function PrivacyPage() {
  return <LegalDocument document={copy.privacy} />;
}
