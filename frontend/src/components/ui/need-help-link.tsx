import { Button } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { openChat } from '@/lib/chat-opener';
import '@/styles/flow.css';

/** The way into the help chat on the pages where its floating button would cover the form (CHAT_FREE_PATHS). */
export function NeedHelpLink() {
  return (
    <Button variation="link" size="small" className="need-help-link" onClick={openChat}>
      {copy.chatbot.needHelp}
    </Button>
  );
}
