import { testimonialsToShow } from '@taxback/shared';
import { readCompanySettings } from '../data/stores/company-settings';
import { ok, operation } from '../http/lambda-handler';

/** Who the company is, for the public pages: what staff set, the testimonials newest first. */
export const getCompanyInfo = operation('getCompanyInfo', async () => {
  const company = await readCompanySettings();
  return ok({ ...company, testimonials: testimonialsToShow(company.testimonials) });
});
