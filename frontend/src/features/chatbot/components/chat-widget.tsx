import { Button, VisuallyHidden } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ChatIcon } from '@/components/ui/public-site-icons';
import { onOpenChat } from '@/lib/chat-opener';
import './chatbot.css';

const { chatbot } = copy;
const ChatWindow = lazy(() => import('./chat-window').then((module) => ({ default: module.ChatWindow })));

/**
 * The pages of a form to fill (wizard, upload, payment): on a phone the floating button would sit on their fields and
 * buttons, so they show a "Need help?" link (NeedHelpLink) instead.
 */
export const CHAT_FREE_PATHS: readonly string[] = ['/application', '/upload-documents', '/payment'];

/**
 * Shown on every page; its button is not on a `chatFree` page (CHAT_FREE_PATHS), where the chat opens only when asked
 * for (openChat). Minimising keeps the conversation; closing ends it. On a prerendered page a press before the app
 * has started is held and made again once it has (app/start-on-interaction.ts).
 */
export function ChatWidget({ chatFree = false }: { chatFree?: boolean }) {
  const [state, setState] = useState<'closed' | 'open' | 'minimised'>('closed');
  useEffect(() => onOpenChat(() => setState('open')), []);

  if (state === 'closed') {
    if (chatFree) return null;
    return (
      <Button className="chat-launcher" variation="primary" onClick={() => setState('open')}>
        <ChatIcon />
        <VisuallyHidden>{chatbot.open}</VisuallyHidden>
      </Button>
    );
  }
  return (
    <Suspense fallback={null}>
      <ChatWindow minimised={state === 'minimised'} onState={setState} />
    </Suspense>
  );
}
