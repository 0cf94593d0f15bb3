import { Heading, Text } from '@aws-amplify/ui-react';
import type { AdminApplication } from '@taxback/shared/claim/staff-schemas';
import { staffCopy } from '@taxback/shared/copy-staff';
import { formatDateTime } from '@taxback/shared/i18n/format';
import { auditEntryText } from '../utils/audit-entry-text';

const text = staffCopy.adminBackOffice.tracker;

/** Who changed what and when, newest first. */
export function AuditTrail({ entries }: { entries: AdminApplication['auditTrail'] }) {
  return (
    <section aria-labelledby="tracker-audit-title">
      <Heading level={3} fontSize="medium" id="tracker-audit-title" marginBottom="xs">
        {text.auditTitle}
      </Heading>
      {entries.length === 0 ? (
        <Text color="font.tertiary">{text.auditEmpty}</Text>
      ) : (
        <ol className="plain-list audit-trail">
          {[...entries].reverse().map((entry, index) => {
            const { summary, note } = auditEntryText(entry);
            return (
              <li key={`${entry.at}-${index}`} className="audit-trail__entry">
                <Text fontWeight="semibold">{summary}</Text>
                {note && <Text className="audit-trail__note">{note}</Text>}
                <Text fontSize="small" color="font.tertiary">
                  {entry.by} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </Text>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
