import { messages } from '@taxback/shared/messages';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { Footer } from './footer';
import { Header } from './header';
import './layout.css';

const MAIN_ID = 'main-content';

export function RootLayout() {
  return (
    <div className="app-shell">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {messages.header.skipToContent}
      </a>
      <Header />
      <main id={MAIN_ID} className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
