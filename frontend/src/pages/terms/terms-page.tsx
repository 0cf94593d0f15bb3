import { messages } from '@taxback/shared/messages';
import { LegalDocument } from '@/features/marketing/components/legal-document';
import '@/features/marketing/components/marketing.css';

export function TermsPage() {
  return <LegalDocument document={messages.terms} />;
}
