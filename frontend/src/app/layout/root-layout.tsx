import { copy } from '@taxback/shared/copy';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { useAdminUnreadCount } from '@/features/notifications/api/get-unread-counts';
import { CHAT_FREE_PATHS, ChatWidget } from '@/features/chatbot/components/chat-widget';
import { useRealtimeUpdates } from '@/features/notifications/hooks/use-realtime-updates';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageAddress } from './language-address';
import { PageShown } from './page-shown';
import { ScrollRestoration } from './scroll-restoration';
import './layout.css';

const MAIN_ID = 'main-content';

export function RootLayout() {
  useRealtimeUpdates();
  const adminUnreadCount = useAdminUnreadCount();
  const { pathname } = useLocation();
  return (
    <div className="app-shell">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {copy.header.skipToContent}
      </a>
      <LanguageAddress />
      <Header adminUnreadCount={adminUnreadCount} />
      <main id={MAIN_ID} className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <PageShown />
        </Suspense>
      </main>
      <Footer />
      <ChatWidget chatFree={CHAT_FREE_PATHS.includes(pathname)} />
      <ScrollRestoration />
    </div>
  );
}
