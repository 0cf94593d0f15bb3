import { Alert, Button, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckCircleIcon } from '@/components/ui/icons';
import { ButtonLink } from '@/components/ui/router-links';

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Above the alert: the form's heading and introduction. */
  intro?: ReactNode;
  /** Shown above the fields, e.g. the server's refusal; nothing when null or undefined. */
  alert?: { text: ReactNode; variation?: 'error' | 'warning' } | null;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Disabled while busy, and also when this is true (a form that is not valid yet). */
  disabled?: boolean;
  children: ReactNode;
  /** Below the submit button, e.g. a "forgot your password" link. */
  footer?: ReactNode;
}

/** The shape every sign-in, sign-up, reset and code form shares: alert, fields, one full-width submit. */
export function AuthForm({
  onSubmit,
  intro,
  alert,
  submitLabel,
  busyLabel,
  busy,
  disabled,
  children,
  footer,
}: AuthFormProps) {
  return (
    <Flex as="form" direction="column" gap="medium" noValidate onSubmit={onSubmit}>
      {intro}
      {alert && (
        <Alert variation={alert.variation ?? 'error'} role="alert">
          {alert.text}
        </Alert>
      )}
      {children}
      <Button
        type="submit"
        variation="primary"
        isFullWidth
        isDisabled={busy || disabled === true}
        isLoading={busy}
        loadingText={busyLabel}
      >
        {submitLabel}
      </Button>
      {footer}
    </Flex>
  );
}

interface EmailFieldProps extends UseFormRegisterReturn {
  error?: string;
  autoComplete?: 'username' | 'email';
}

/** The account's address, as every auth form asks for it. */
export const EmailField = ({ error, autoComplete = 'username', ...registered }: EmailFieldProps) => (
  <TextField
    label={copy.auth.email}
    type="email"
    autoComplete={autoComplete}
    isRequired
    hasError={error !== undefined}
    errorMessage={error}
    {...registered}
  />
);

interface AuthOutcomeProps {
  title: string;
  body: ReactNode;
  /** The next step: a link or a button. */
  action?: ReactNode;
  /** The next step as the main button: a full-width primary link (instead of `action`). */
  next?: { to: string; label: string };
  /** A tick above the title, for an outcome that is good news. */
  withTick?: boolean;
  /** `status` when it replaces a form the reader just sent, so it is announced. */
  role?: 'status';
}

/** What an auth form turns into once done: a heading, a sentence or two and the next step. */
export function AuthOutcome({ title, body, action, next, withTick, role }: AuthOutcomeProps) {
  return (
    <Flex direction="column" gap="medium" role={role} textAlign={withTick ? 'center' : undefined}>
      {withTick && (
        <span className="page-card__icon">
          <CheckCircleIcon width={32} height={32} />
        </span>
      )}
      <Heading level={1} fontSize="xl">
        {title}
      </Heading>
      {typeof body === 'string' ? <Text>{body}</Text> : body}
      {next ? (
        <ButtonLink to={next.to} variation="primary" isFullWidth>
          {next.label}
        </ButtonLink>
      ) : (
        action
      )}
    </Flex>
  );
}
