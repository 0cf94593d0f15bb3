import { Flex, Text } from '@aws-amplify/ui-react';
import type { Message } from '@taxback/shared/messages/schemas';
import { formatDateTime } from '@taxback/shared/i18n/format';
import { AppLink } from '@/components/ui/router-links';
import { claimTitle } from '@/lib/claim-title';
import './messages.css';

interface MessageCardProps {
  message: Message;
  /** Where the reader follows the claim a message is about. */
  claimHref: (applicationId: string) => string;
}

/** One message of a thread, with the claim it is about; its content is shown as plain text, line breaks kept. */
export function MessageCard({ message, claimHref }: MessageCardProps) {
  return (
    <article className={`message-card message-card--${message.senderType}`}>
      <Flex justifyContent="space-between" alignItems="baseline" gap="small" wrap="wrap">
        <Text as="span" fontWeight="bold">
          {message.senderName}
        </Text>
        <Text as="span" fontSize="small" color="font.tertiary">
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </Text>
      </Flex>
      {message.claim && (
        <AppLink to={claimHref(message.claim.applicationId)} fontSize="small" className="message-card__claim">
          {claimTitle(message.claim.taxYears)}
        </AppLink>
      )}
      <Text fontWeight="semibold">{message.title}</Text>
      <Text className="message-card__content">{message.content}</Text>
    </article>
  );
}
