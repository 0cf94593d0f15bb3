import { Button, Flex, Text, VisuallyHidden } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { CloseIcon } from '@/components/ui/icons';
import { ChatIcon, MinusIcon } from '@/components/ui/public-site-icons';
import { useChat } from '../hooks/use-chat';
import { ChatPanel } from './chat-panel';

const { chatbot } = copy;
const PANEL_ID = 'help-chat-panel';

/** The open conversation: downloaded when a visitor opens the chat, not with every page (chat-widget.tsx). */
export function ChatWindow({
  minimised,
  onState,
}: {
  minimised: boolean;
  onState: (state: 'closed' | 'open' | 'minimised') => void;
}) {
  const chat = useChat();
  return (
    <section className={minimised ? 'chat-window chat-window--minimised' : 'chat-window'} aria-labelledby="chat-title">
      <Flex className="chat-window__header" alignItems="center" gap="xs">
        <div className="chat-window__heading">
          <h2 id="chat-title">{chatbot.title}</h2>
          {!minimised && (
            <Text as="p" className="chat-window__subtitle">
              {chatbot.subtitle}
            </Text>
          )}
        </div>
        <Button
          variation="link"
          size="small"
          className="chat-window__action"
          aria-expanded={!minimised}
          aria-controls={PANEL_ID}
          onClick={() => onState(minimised ? 'open' : 'minimised')}
        >
          {minimised ? <ChatIcon width={18} height={18} /> : <MinusIcon width={18} height={18} />}
          <VisuallyHidden>{minimised ? chatbot.restore : chatbot.minimise}</VisuallyHidden>
        </Button>
        <Button variation="link" size="small" className="chat-window__action" onClick={() => onState('closed')}>
          <CloseIcon width={18} height={18} />
          <VisuallyHidden>{chatbot.close}</VisuallyHidden>
        </Button>
      </Flex>
      <div id={PANEL_ID} className="chat-window__body" hidden={minimised}>
        <ChatPanel chat={chat} />
      </div>
    </section>
  );
}
