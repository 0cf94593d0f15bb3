import { messages } from '@taxback/shared/messages';
import { LegalDocument } from '@/features/marketing/components/legal-document';
import '@/features/marketing/components/marketing.css';

export function PrivacyPage() {
  return <LegalDocument document={messages.privacy} />;
}
