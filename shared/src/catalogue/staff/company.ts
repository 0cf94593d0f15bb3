import { COMPANY } from '../../constants';

/** The Company settings: who the company is, as the public site shows it (staff settings). */
export const adminCompanyCopy = {
  title: 'Company details',
  intro:
    'What the public site shows about us: the footer and the contact page show the legal name, address, phone and hours; the why choose us page lists the preparers; the home page shows the testimonials. Anything left empty is shown nowhere.',
  legalName: 'Legal name',
  address: 'Mailing address',
  phone: 'Phone',
  hours: 'Opening hours',
  hoursHint: 'As customers should read it, e.g. "Monday to Friday, 9 am to 5 pm (Eastern time)".',
  preparersTitle: 'Preparers',
  preparersIntro: `The people who prepare and review claims, with their credentials (at most ${COMPANY.maxPreparers}). Blog posts can name one of them as the author.`,
  preparerName: 'Name',
  credentials: 'Credentials',
  credentialsHint: 'e.g. EA, CPA, IRS Certifying Acceptance Agent',
  bio: 'One line about them (optional)',
  addPreparer: 'Add a preparer',
  removePreparer: (name: string) => `Remove ${name || 'this preparer'}`,
  testimonialsTitle: 'Testimonials',
  testimonialsIntro: `Only real testimonials, with the customer's agreement: who (a name or initials), where from and the day it was given (at most ${COMPANY.maxTestimonials}). The home page shows the newest first.`,
  quote: 'What they said',
  testimonialName: 'Name or initials',
  place: 'Place',
  date: 'Date given',
  addTestimonial: 'Add a testimonial',
  removeTestimonial: (name: string) => `Remove the testimonial of ${name || 'this customer'}`,
  save: 'Save',
  saving: 'Saving...',
  saved: 'Saved. The public site shows the new details.',
  failed: 'The company details could not be saved.',
  loadFailed: 'The company details could not be loaded.',
};
