import { CheckboxField, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { PROGRESS_ACTIONS, progressSteps, type ProgressAction } from '@taxback/shared/admin/progress';
import type { AdminApplication } from '@taxback/shared/admin/schemas';
import { staffCopy } from '@taxback/shared/copy-staff';
import { formatDate } from '@/lib/format';

const text = staffCopy.adminBackOffice;

interface ProgressTrackerProps {
  application: AdminApplication;
  disabled: boolean;
  onToggle: (action: ProgressAction, done: boolean) => void;
}

/** The application's steps, each done when its date is set; "Application Started" is done from creation. */
export function ProgressTracker({ application, disabled, onToggle }: ProgressTrackerProps) {
  const steps = progressSteps({
    hasItin: application.hasItin,
    itinIsActive: application.itinIsActive,
    hasAll1042s: application.hasAll1042s,
  });
  return (
    <section aria-labelledby="tracker-progress-title">
      <Heading level={3} fontSize="medium" id="tracker-progress-title" marginBottom="xs">
        {text.tracker.progressTitle}
      </Heading>
      <ol className="progress-tracker">
        {steps.map((step) => {
          const date = step.action ? application[PROGRESS_ACTIONS[step.action]] : application.createdAt;
          return (
            <li key={step.id} className="progress-tracker__step">
              <Flex justifyContent="space-between" alignItems="center" gap="small" wrap="wrap">
                <CheckboxField
                  name={step.id}
                  label={text.progressSteps[step.id]}
                  checked={Boolean(date)}
                  isDisabled={disabled || step.action === null}
                  onChange={(event) => step.action && onToggle(step.action, event.target.checked)}
                />
                {date && (
                  <Text as="span" fontSize="small" color="font.tertiary">
                    {text.tracker.doneOn(formatDate(date))}
                  </Text>
                )}
              </Flex>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
