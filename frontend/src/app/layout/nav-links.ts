import { copy } from '@taxback/shared/copy';

const nav = copy.header.nav;

/** Anchors point at sections of the home page; the router scrolls to them after navigating. */
export const navLinks = [
  { to: '/#why-choose-us', label: nav.whyChooseUs },
  { to: '/#how-it-works', label: nav.howItWorks },
  { to: '/#faq', label: nav.faq },
  { to: '/#blog', label: nav.blog },
  { to: '/pricing', label: nav.pricing },
  { to: '/contact', label: nav.contact },
] as const;
