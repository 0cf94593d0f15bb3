import { ruleAnswer } from '@taxback/shared/chatbot/answer-text';
import { CHATBOT } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { CHATBOT_RULE_REPLY_DELAY_MS } from '@/lib/ui-constants';
import { askChatbot } from '../api/ask-chatbot';

export interface ChatMessage {
  id: number;
  from: 'user' | 'assistant';
  text: string;
}

const welcome = (): ChatMessage => ({ id: 0, from: 'assistant', text: copy.chatbot.welcome });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A canned rule answers after a short, human pause; any other question goes to the AI route. */
async function replyTo(question: string): Promise<string> {
  const canned = ruleAnswer(question);
  if (canned) {
    await wait(CHATBOT_RULE_REPLY_DELAY_MS);
    return canned;
  }
  try {
    return await askChatbot(question);
  } catch (error) {
    return isApiError(error) && error.status === 429 ? error.message : copy.chatbot.trouble;
  }
}

export function useChat() {
  const [conversation, setConversation] = useState<ChatMessage[]>(() => [welcome()]);
  const [pending, setPending] = useState(false);
  const nextId = useRef(1);
  const mounted = useRef(true);
  useEffect(() => {
    // Set again on every mount: React may run this effect's cleanup and then the effect again without a new component.
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const append = useCallback((from: ChatMessage['from'], text: string) => {
    const message = { id: nextId.current++, from, text };
    setConversation((current) => [...current, message]);
  }, []);

  /** Sends a question; a blank one, or one while a reply is awaited, is ignored. */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const question = text.trim().slice(0, CHATBOT.maxInputLength);
      if (!question || pending) return false;
      append('user', question);
      setPending(true);
      const reply = await replyTo(question);
      if (!mounted.current) return true;
      append('assistant', reply);
      setPending(false);
      return true;
    },
    [append, pending],
  );

  return { conversation, pending, send };
}
