import { Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { FormEvent, ReactNode } from 'react';
import { FeedbackAlert, type Feedback } from '@/components/ui/feedback-alert';

interface SettingsFormProps {
  title: string;
  intro: string;
  onSubmit: (event: FormEvent) => void;
  /** The save is on its way: the button shows `savingLabel`. */
  saving: boolean;
  saveLabel: string;
  savingLabel: string;
  /** What the last save said, under the button. */
  feedback: Feedback;
  className?: string;
  noValidate?: boolean;
  children: ReactNode;
}

/** One of the firm's settings forms: a card with its title and introduction, the fields, save and its outcome. */
export function SettingsForm(props: SettingsFormProps) {
  return (
    <Card variation="elevated" className={props.className}>
      <form onSubmit={props.onSubmit} noValidate={props.noValidate}>
        <Flex direction="column" gap="medium">
          <Heading level={2} fontSize="large">
            {props.title}
          </Heading>
          <Text fontSize="small">{props.intro}</Text>
          {props.children}
          <Button type="submit" variation="primary" isLoading={props.saving} loadingText={props.savingLabel}>
            {props.saveLabel}
          </Button>
          <FeedbackAlert feedback={props.feedback} />
        </Flex>
      </form>
    </Card>
  );
}

/** An optional text as the server takes it: absent rather than blank. */
export const optional = (value: string | undefined) => (value?.trim() ? value : undefined);
