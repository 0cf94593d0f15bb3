import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { useLanguage } from '@/lib/language';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  // Pages read the catalogue as they render; a new language renders them all again from scratch.
  const language = useLanguage();
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter key={language}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
