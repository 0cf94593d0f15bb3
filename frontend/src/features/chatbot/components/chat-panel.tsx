import { Button, Flex, Text, TextField, VisuallyHidden } from '@aws-amplify/ui-react';
import { CHATBOT } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SendIcon } from '@/components/ui/public-site-icons';
import type { useChat } from '../hooks/use-chat';

const { chatbot } = copy;

/** The conversation and the question box of the open widget. */
export function ChatPanel({ chat }: { chat: ReturnType<typeof useChat> }) {
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const { conversation, pending, send } = chat;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [conversation.length, pending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim() || pending) return;
    setDraft('');
    void send(draft);
  };

  return (
    <>
      <div ref={logRef} className="chat-log" role="log" aria-live="polite" aria-label={chatbot.conversation}>
        {conversation.map((message) => (
          <div key={message.id} className={`chat-message chat-message--${message.from}`}>
            <VisuallyHidden>{chatbot.saidBy(message.from === 'user' ? chatbot.you : chatbot.assistant)}</VisuallyHidden>
            {message.text}
          </div>
        ))}
        {pending && (
          <div className="chat-message chat-message--assistant chat-message--typing">
            <span aria-hidden="true" className="chat-typing">
              <span />
              <span />
              <span />
            </span>
            <VisuallyHidden>{chatbot.typing}</VisuallyHidden>
          </div>
        )}
      </div>
      <Flex as="form" className="chat-form" gap="xs" alignItems="flex-end" onSubmit={submit}>
        <TextField
          label={chatbot.inputLabel}
          labelHidden
          placeholder={chatbot.inputPlaceholder}
          autoComplete="off"
          maxLength={CHATBOT.maxInputLength}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          flex="1"
        />
        <Button type="submit" variation="primary" isDisabled={!draft.trim() || pending} className="chat-form__send">
          <SendIcon width={18} height={18} />
          <VisuallyHidden>{chatbot.send}</VisuallyHidden>
        </Button>
      </Flex>
      {draft.length > CHATBOT.maxInputLength * 0.8 && (
        <Text as="p" fontSize="xs" color="font.tertiary" className="chat-form__count">
          {chatbot.remaining(CHATBOT.maxInputLength - draft.length)}
        </Text>
      )}
    </>
  );
}
