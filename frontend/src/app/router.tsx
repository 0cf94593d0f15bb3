import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { RootLayout } from './layout/root-layout';

// Pages load on demand so a visitor of a public page does not download the forms of the others.
const HomePage = lazy(() => import('@/pages/home/home-page').then((m) => ({ default: m.HomePage })));
const AuthPage = lazy(() => import('@/pages/auth/auth-page').then((m) => ({ default: m.AuthPage })));
const AccountCreatedPage = lazy(() =>
  import('@/pages/account-created/account-created-page').then((m) => ({ default: m.AccountCreatedPage })),
);
const AccountPage = lazy(() => import('@/pages/account/account-page').then((m) => ({ default: m.AccountPage })));
const NotFoundPage = lazy(() => import('@/pages/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'auth', element: <AuthPage /> },
      { path: 'account-created', element: <AccountCreatedPage /> },
      {
        element: <ProtectedRoute />,
        children: [{ path: 'account', element: <AccountPage /> }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
