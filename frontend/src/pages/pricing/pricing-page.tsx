import { Card, Heading, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { siteCopy } from '@taxback/shared/copy-site';
import { ButtonLink } from '@/components/ui/router-links';
import { Section } from '@/features/site/components/section';
import '@/features/site/components/marketing.css';
import { CheckList } from '@/features/site/components/check-list';

const { pricing } = siteCopy;

export function PricingPage() {
  return (
    <Section title={pricing.title} intro={pricing.intro} headingLevel={1} tone="tinted">
      <div className="pricing-layout">
        <Card variation="elevated" className="pricing-card">
          <Table caption={pricing.tableCaption} highlightOnHover={false} className="fee-table">
            <TableHead>
              <TableRow>
                <TableCell as="th" scope="col">
                  {pricing.columns.item}
                </TableCell>
                <TableCell as="th" scope="col">
                  {pricing.columns.price}
                </TableCell>
                <TableCell as="th" scope="col">
                  {pricing.columns.when}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {Object.entries(pricing.rows).map(([id, row]) => (
                <TableRow key={id} data-fee={id}>
                  <TableCell as="th" scope="row">
                    {row.item}
                  </TableCell>
                  <TableCell className="fee-table__price">{row.price}</TableCell>
                  <TableCell>{row.when}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Text as="p" className="pricing-card__example">
            {pricing.example}
          </Text>
        </Card>
        <div className="pricing-aside">
          <Card variation="elevated" className="estimate-cta">
            <Heading level={2} fontSize="large">
              {copy.estimatorLink.question}
            </Heading>
            <Text as="p">{copy.estimatorLink.body}</Text>
            <ButtonLink to="/refund-estimator" isFullWidth>
              {copy.estimatorLink.cta}
            </ButtonLink>
          </Card>
          <Card variation="elevated" className="money-back">
            <Heading level={2} fontSize="large">
              {pricing.moneyBackTitle}
            </Heading>
            <Text as="p">{pricing.moneyBackBody}</Text>
          </Card>
          <Card variation="elevated">
            <Heading level={2} fontSize="large">
              {pricing.includedTitle}
            </Heading>
            <CheckList items={pricing.included} />
          </Card>
          <ButtonLink to="/application" variation="primary" size="large" isFullWidth>
            {siteCopy.callToAction.startApplication}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
