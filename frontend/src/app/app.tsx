import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useLanguage } from '@/lib/language';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(createAppRouter);
  // Pages read the catalogue as they render; a new language renders them all again from scratch.
  const language = useLanguage();
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider key={language} router={router} />
    </AppProviders>
  );
}
