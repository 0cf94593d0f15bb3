import { Heading, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { Link } from 'react-router-dom';

const { actions } = copy.accountPage;

const quickActions = [
  { to: '/application', ...actions.application },
  { to: '/refund-status', ...actions.refundStatus },
  { to: '/upload-documents', ...actions.uploads },
] as const;

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-title">
      <Heading level={2} fontSize="large" id="quick-actions-title" marginBottom="small">
        {copy.accountPage.quickActionsTitle}
      </Heading>
      <ul className="quick-actions">
        {quickActions.map((action) => (
          <li key={action.to}>
            <Link to={action.to} className="quick-actions__card">
              <span className="quick-actions__title">{action.title}</span>
              <Text as="span" className="quick-actions__body">
                {action.body}
              </Text>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
