import { Button, VisuallyHidden } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { lazy, Suspense, useState } from 'react';
import { ChatIcon } from '@/components/ui/public-site-icons';
import './chatbot.css';

const { chatbot } = copy;
const ChatWindow = lazy(() => import('./chat-window').then((module) => ({ default: module.ChatWindow })));

/**
 * Shown on every page. Minimising keeps the conversation; closing ends it. On a prerendered page a press
 * before the app has started is held and made again once it has (app/start-on-interaction.ts).
 */
export function ChatWidget() {
  const [state, setState] = useState<'closed' | 'open' | 'minimised'>('closed');

  if (state === 'closed') {
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
