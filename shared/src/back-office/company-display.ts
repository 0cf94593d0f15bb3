import type { CompanySettings, Preparer, Testimonial } from './company-settings';

/*
 * What the public pages make of the company's details. No zod here: the footer of every page reads them on
 * a first visit, which zod is not part of.
 */

/** A preparer as a byline: "Jane Roe, EA". */
export const bylineOf = (preparer: Pick<Preparer, 'name' | 'credentials'>): string =>
  `${preparer.name}, ${preparer.credentials}`;

/** Whether the company has any way to be reached or named on the page (the footer's and contact page's block). */
export const hasCompanyDetails = (company: Partial<CompanySettings>): boolean =>
  Boolean(company.legalName || company.address || company.phone || company.hours);

/** The digits a `tel:` link dials: "+1 (514) 555-0142" → "+15145550142". */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The testimonials the site shows, newest first: only those with a quote, who said it, where from and a
 * date (stored data is not trusted to have them all).
 */
export const testimonialsToShow = (testimonials: readonly Partial<Testimonial>[]): Testimonial[] =>
  testimonials
    .filter(
      (item): item is Testimonial =>
        Boolean(item.quote?.trim() && item.name?.trim() && item.place?.trim()) &&
        /^\d{4}-\d{2}-\d{2}$/.test(item.date ?? ''),
    )
    .sort((a, b) => b.date.localeCompare(a.date));
