import { Flex, Text } from '@aws-amplify/ui-react';
import type { Message } from '@taxback/shared/admin/schemas';
import { formatDateTime } from '@taxback/shared/i18n/format';
import './messages.css';

/** One message of a thread; its content is shown as plain text, line breaks kept. */
export function MessageCard({ message }: { message: Message }) {
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
      <Text fontWeight="semibold">{message.title}</Text>
      <Text className="message-card__content">{message.content}</Text>
    </article>
  );
}
