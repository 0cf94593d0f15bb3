import { Badge, Card, Placeholder, Text } from '@aws-amplify/ui-react';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useDashboardStats } from '../api/get-dashboard-stats';
import './admin-dashboard.css';

const text = staffCopy.adminBackOffice.stats;

/** The five figures at the top of the dashboard; claims opened and never answered are counted apart. */
export function StatCards() {
  const { data } = useDashboardStats();
  const cards = [
    { label: text.totalApplications, value: data?.totalApplications, untouched: data?.untouchedDrafts },
    { label: text.totalUsers, value: data?.totalUsers },
    { label: text.completed, value: data?.completedApplications },
    { label: text.uploadedFiles, value: data?.uploadedFiles },
    { label: text.messages, value: data?.messages, unread: data?.unreadMessages },
  ];
  return (
    <ul className="stat-cards" aria-label={staffCopy.adminBackOffice.statsLabel}>
      {cards.map((card) => (
        <li key={card.label}>
          <Card variation="outlined" className="stat-cards__card">
            <Text className="stat-cards__label">{card.label}</Text>
            {card.value === undefined ? (
              <Placeholder size="large" className="stat-cards__placeholder" />
            ) : (
              <Text className="stat-cards__value">{card.value}</Text>
            )}
            {card.untouched !== undefined && card.untouched > 0 && (
              <Text fontSize="small" color="font.tertiary">
                {text.untouchedDrafts(card.untouched)}
              </Text>
            )}
            {card.unread !== undefined && card.unread > 0 && (
              <Badge size="small" variation="error" alignSelf="flex-start">
                {text.unread(card.unread)}
              </Badge>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
