import { Badge, Button, Flex, Text, TextAreaField } from '@aws-amplify/ui-react';
import { CONTACT } from '@taxback/shared/constants';
import type { ContactInboxItem } from '@taxback/shared/contact/schemas';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { isApiError } from '@/lib/api-client';
import { useReplyToContact } from '../api/reply-to-contact';

const text = staffCopy.adminInbox;

export function ReplyDialog({ message, onClose }: { message: ContactInboxItem; onClose: () => void }) {
  const reply = useReplyToContact();
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const send = () => {
    if (!content.trim()) return setProblem(text.replyRequired);
    reply.mutate(
      { messageId: message.messageId, content },
      {
        onSuccess: () => {
          toast.success(text.sent);
          onClose();
        },
        onError: (error) => setProblem(isApiError(error) && error.status < 500 ? error.message : text.sendFailed),
      },
    );
  };

  return (
    <ModalDialog title={text.replyLabel(message.name)} onClose={onClose} size="large">
      <Flex direction="column" gap="medium">
        <Badge size="small" variation="info" alignSelf="flex-start">
          {copy.adminConversations.customerLanguage(copy.adminConversations.languageNames[message.language])}
        </Badge>
        <Text as="p" className="admin-inbox__quoted">
          {message.message}
        </Text>
        <TextAreaField
          label={text.replyField}
          descriptiveText={text.replyHint(message.email)}
          rows={6}
          maxLength={CONTACT.messageMaxLength}
          value={content}
          hasError={Boolean(problem)}
          errorMessage={problem ?? undefined}
          onChange={(event) => {
            setContent(event.target.value);
            setProblem(null);
          }}
        />
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button variation="primary" onClick={send} isLoading={reply.isPending}>
            {text.send}
          </Button>
        </Flex>
      </Flex>
    </ModalDialog>
  );
}
