import { copy } from '@taxback/shared/copy';

const nav = copy.header.nav;

/** Anchors point at sections of the home page; the router scrolls to them after navigating. */
export const navLinks = [
  { to: '/#why-choose-us', key: 'whyChooseUs' },
  { to: '/#how-it-works', key: 'howItWorks' },
  { to: '/#faq', key: 'faq' },
  { to: '/#blog', key: 'blog' },
  { to: '/pricing', key: 'pricing' },
  { to: '/contact', key: 'contact' },
] as const;

/** A link's label, read when shown so it is in the current language. */
export const navLabel = (key: (typeof navLinks)[number]['key']): string => nav[key];
