import { VisuallyHidden } from '@aws-amplify/ui-react';
import { staffCopy } from '@taxback/shared/copy-staff';
import type { UnreadCounts } from '@taxback/shared/notifications/schemas';
import { NavLink } from 'react-router-dom';

const text = staffCopy.staffLayout;

export interface StaffSection {
  path: string;
  label: string;
  /** The unread count shown beside it, and what it counts. */
  count?: keyof UnreadCounts;
  /** Active only at its own address, not at the addresses below it. */
  end?: boolean;
}

/** The back office's sections, in the order the side navigation lists them. */
export const staffSections: readonly StaffSection[] = [
  { path: '/admin', label: text.sections.workQueue, count: 'notifications', end: true },
  { path: '/admin/claims', label: text.sections.claims },
  { path: '/admin/messages', label: text.sections.messages, count: 'messages' },
  { path: '/admin/retrieval', label: text.sections.retrieval },
  { path: '/admin/customers', label: text.sections.customers },
  { path: '/admin/discounts', label: text.sections.discounts },
  { path: '/admin/blog', label: text.sections.blog },
  { path: '/admin/casinos', label: text.sections.casinos },
  { path: '/admin/season', label: text.sections.season },
  { path: '/admin/settings', label: text.sections.settings },
];

const countLabel: Record<keyof UnreadCounts, (count: number) => string> = {
  notifications: text.counts.notifications,
  messages: text.counts.messages,
};

export function StaffNav({ id, counts }: { id: string; counts: UnreadCounts | undefined }) {
  return (
    <nav id={id} className="staff-nav" aria-label={text.navLabel}>
      <ul className="staff-nav__list">
        {staffSections.map((section) => {
          const count = section.count && counts ? counts[section.count] : 0;
          return (
            <li key={section.path}>
              <NavLink to={section.path} end={section.end} className="staff-nav__link">
                <span className="staff-nav__label">{section.label}</span>
                {section.count && count > 0 && (
                  <span className="staff-nav__count">
                    <span aria-hidden="true">{text.counts.short(count)}</span>
                    <VisuallyHidden>{countLabel[section.count](count)}</VisuallyHidden>
                  </span>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
