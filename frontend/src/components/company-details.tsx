import { Heading } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { hasCompanyDetails, telHref } from '@taxback/shared/back-office/company-display';
import { useCompanyInfo } from '@/api/company-info';
import './company-details.css';

const labels = copy.contact.company;

/**
 * The company's legal name, address, phone and hours as staff set them, each only when set; nothing at all
 * when none is, nor before they load. A page the build prerendered without them (its API did not answer) does not
 * start the app for them: they appear once the visitor interacts and the app starts.
 */
export function CompanyDetails({ tone = 'light', titled = false }: { tone?: 'light' | 'dark'; titled?: boolean }) {
  const { data } = useCompanyInfo();
  if (!data || !hasCompanyDetails(data)) return null;
  const className = `company-details company-details--${tone}`;
  const { legalName, address, phone, hours } = data;
  return (
    <address className={className} aria-label={labels.label}>
      {titled && (
        <Heading level={2} fontSize="medium">
          {labels.heading}
        </Heading>
      )}
      {legalName && <p className="company-details__name">{legalName}</p>}
      <dl className="company-details__list">
        {address && (
          <div>
            <dt>{labels.address}</dt>
            <dd className="company-details__lines">{address}</dd>
          </div>
        )}
        {phone && (
          <div>
            <dt>{labels.phone}</dt>
            <dd>
              <a href={telHref(phone)}>{phone}</a>
            </dd>
          </div>
        )}
        {hours && (
          <div>
            <dt>{labels.hours}</dt>
            <dd className="company-details__lines">{hours}</dd>
          </div>
        )}
      </dl>
    </address>
  );
}
