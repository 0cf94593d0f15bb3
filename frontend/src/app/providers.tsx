import { ThemeProvider } from '@aws-amplify/ui-react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { createQueryClient } from '@/lib/query-client';
import { theme } from './theme';

/** Toasts open under the sticky header, whose actions (the account, sign-out) stay within reach while they show. */
const belowHeader = { top: 'calc(var(--tb-header-height) + 8px)' };

/** `queryClient`: one already holding data (the prerendered page's), else a fresh one. */
export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <AuthProvider>{children}</AuthProvider>
        <Toaster richColors closeButton position="top-right" offset={belowHeader} mobileOffset={belowHeader} />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
