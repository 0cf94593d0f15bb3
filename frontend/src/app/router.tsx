import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { AdminRoute } from '@/features/account/components/admin-route';
import { ProtectedRoute } from '@/features/account/components/protected-route';
import { RootLayout } from './layout/root-layout';

type Page = LazyExoticComponent<ComponentType> & { preload: () => Promise<void> };

/**
 * Pages load on demand so a visitor of a public page does not download the forms of the others; every
 * route loads its page the one way: the module, and the named export to render. Once preloaded, a page
 * renders without suspending (React reads an already settled thenable at once): the app preloads the
 * current page before taking over a prerendered one, which is then hydrated rather than drawn again.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Page {
  let loaded: { default: ComponentType } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = { default: module[name] };
    });
  const settled = (module: { default: ComponentType }) =>
    ({ then: (resolve: (value: typeof module) => void) => resolve(module) }) as unknown as Promise<typeof module>;
  const component = lazy(() => (loaded ? settled(loaded) : preload().then(() => loaded!)));
  return Object.assign(component, { preload });
}
const HomePage = page(() => import('@/pages/home/home-page'), 'HomePage');
const AuthPage = page(() => import('@/pages/auth/auth-page'), 'AuthPage');
const AccountCreatedPage = page(() => import('@/pages/account-created/account-created-page'), 'AccountCreatedPage');
const EmailChangePage = page(() => import('@/pages/email-change/email-change-page'), 'EmailChangePage');
const EmailChangeUndoPage = page(() => import('@/pages/email-change/email-change-undo-page'), 'EmailChangeUndoPage');
const AccountPage = page(() => import('@/pages/account/account-page'), 'AccountPage');
const Step1Page = page(() => import('@/pages/step1/step1-page'), 'Step1Page');
const ApplicationPage = page(() => import('@/pages/application/application-page'), 'ApplicationPage');
const UploadDocumentsPage = page(() => import('@/pages/upload-documents/upload-documents-page'), 'UploadDocumentsPage');
const RefundStatusPage = page(() => import('@/pages/refund-status/refund-status-page'), 'RefundStatusPage');
const PaymentPage = page(() => import('@/pages/payment/payment-page'), 'PaymentPage');
const PaymentSuccessPage = page(() => import('@/pages/payment-success/payment-success-page'), 'PaymentSuccessPage');
const ResetPasswordPage = page(() => import('@/pages/reset-password/reset-password-page'), 'ResetPasswordPage');
const PricingPage = page(() => import('@/pages/pricing/pricing-page'), 'PricingPage');
const RefundEstimatorPage = page(() => import('@/pages/refund-estimator/refund-estimator-page'), 'RefundEstimatorPage');
const FaqPage = page(() => import('@/pages/faq/faq-page'), 'FaqPage');
const WhyChooseUsPage = page(() => import('@/pages/why-choose-us/why-choose-us-page'), 'WhyChooseUsPage');
const HowItWorksPage = page(() => import('@/pages/how-it-works/how-it-works-page'), 'HowItWorksPage');
const PrivacyPage = page(() => import('@/pages/privacy/privacy-page'), 'PrivacyPage');
const TermsPage = page(() => import('@/pages/terms/terms-page'), 'TermsPage');
const ContactPage = page(() => import('@/pages/contact/contact-page'), 'ContactPage');
const BlogPage = page(() => import('@/pages/blog/blog-page'), 'BlogPage');
const BlogPostPage = page(() => import('@/pages/blog-post/blog-post-page'), 'BlogPostPage');
const AdminBlogPage = page(() => import('@/pages/admin-blog/admin-blog-page'), 'AdminBlogPage');
const AdminClaimPage = page(() => import('@/pages/admin-claim/admin-claim-page'), 'AdminClaimPage');
const AdminConversationsPage = page(
  () => import('@/pages/admin-conversations/admin-conversations-page'),
  'AdminConversationsPage',
);
const AdminSeasonPage = page(() => import('@/pages/admin-season/admin-season-page'), 'AdminSeasonPage');
// The back office's layout too: its navigation and staff words stay out of the customers' and visitors' bundles.
const StaffLayout = page(() => import('./layout/staff-layout'), 'StaffLayout');
const staffPages = () => import('@/pages/admin/section-pages');
const StaffHomePage = page(staffPages, 'StaffHomePage');
const StaffClaimsPage = page(staffPages, 'StaffClaimsPage');
const StaffRetrievalPage = page(staffPages, 'StaffRetrievalPage');
const StaffCustomersPage = page(staffPages, 'StaffCustomersPage');
const StaffFilesPage = page(staffPages, 'StaffFilesPage');
const StaffDiscountsPage = page(staffPages, 'StaffDiscountsPage');
const StaffCasinosPage = page(staffPages, 'StaffCasinosPage');
const StaffSettingsPage = page(staffPages, 'StaffSettingsPage');
const StaffNotFoundPage = page(staffPages, 'StaffNotFoundPage');
const NotFoundPage = page(() => import('@/pages/not-found/not-found-page'), 'NotFoundPage');

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'auth', element: <AuthPage /> },
      { path: 'account-created', element: <AccountCreatedPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      // Signed-in only, but it keeps its outcome once the change has signed the account out (see the page).
      { path: 'account/email-change', element: <EmailChangePage /> },
      // The old address's "this was not me" link: the link proves the mailbox, no session needed.
      { path: 'account/email-change/undo', element: <EmailChangeUndoPage /> },
      {
        element: <ProtectedRoute />,
        children: [
          { path: 'account', element: <AccountPage /> },
          { path: 'step1', element: <Step1Page /> },
          { path: 'application', element: <ApplicationPage /> },
          { path: 'upload-documents', element: <UploadDocumentsPage /> },
          { path: 'refund-status', element: <RefundStatusPage /> },
          { path: 'payment', element: <PaymentPage /> },
          { path: 'payment-success', element: <PaymentSuccessPage /> },
        ],
      },
      { path: 'pricing', element: <PricingPage /> },
      { path: 'refund-estimator', element: <RefundEstimatorPage /> },
      { path: 'faq', element: <FaqPage /> },
      { path: 'why-choose-us', element: <WhyChooseUsPage /> },
      { path: 'how-it-works', element: <HowItWorksPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'blog', element: <BlogPage /> },
      { path: 'blog/:slug', element: <BlogPostPage /> },
      // The same public pages at their French addresses (see public-paths).
      { path: 'fr', element: <HomePage /> },
      { path: 'fr/tarifs', element: <PricingPage /> },
      { path: 'fr/estimateur-de-remboursement', element: <RefundEstimatorPage /> },
      { path: 'fr/faq', element: <FaqPage /> },
      { path: 'fr/pourquoi-nous-choisir', element: <WhyChooseUsPage /> },
      { path: 'fr/comment-ca-marche', element: <HowItWorksPage /> },
      { path: 'fr/confidentialite', element: <PrivacyPage /> },
      { path: 'fr/conditions-d-utilisation', element: <TermsPage /> },
      { path: 'fr/nous-joindre', element: <ContactPage /> },
      { path: 'fr/blogue', element: <BlogPage /> },
      { path: 'fr/blogue/:slug', element: <BlogPostPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // The back office: its own layout, every section at its own address (the side navigation's, staff-nav.tsx).
    path: 'admin',
    element: <StaffLayout />,
    children: [
      {
        element: <AdminRoute />,
        children: [
          { index: true, element: <StaffHomePage /> },
          { path: 'claims', element: <StaffClaimsPage /> },
          { path: 'claims/:applicationId', element: <AdminClaimPage /> },
          { path: 'messages', element: <AdminConversationsPage /> },
          { path: 'retrieval', element: <StaffRetrievalPage /> },
          { path: 'customers', element: <StaffCustomersPage /> },
          { path: 'customers/files', element: <StaffFilesPage /> },
          { path: 'discounts', element: <StaffDiscountsPage /> },
          { path: 'blog', element: <AdminBlogPage /> },
          { path: 'casinos', element: <StaffCasinosPage /> },
          { path: 'season', element: <AdminSeasonPage /> },
          { path: 'settings', element: <StaffSettingsPage /> },
          { path: '*', element: <StaffNotFoundPage /> },
        ],
      },
    ],
  },
];

/** The app's pages, inside whichever router holds the address (the browser's, the build's, a test's). */
export const AppRoutes = () => useRoutes(appRoutes);

const isPage = (type: unknown): type is Page => typeof type === 'object' && type !== null && 'preload' in type;

/** Loads the page shown at `pathname`, so that the first render does not wait for it. */
export async function preloadPageAt(pathname: string): Promise<void> {
  const pages = (matchRoutes(appRoutes, pathname) ?? [])
    .map(({ route }) => (route.element as ReactElement | undefined)?.type)
    .filter(isPage);
  await Promise.all(pages.map((found) => found.preload()));
}
