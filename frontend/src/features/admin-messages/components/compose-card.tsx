import { Alert, Button, Card, Flex, Heading, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { loadedItems, useAdminList } from '@/hooks/use-admin-list';
import { userName } from '@/lib/user-name';
import { isApiError } from '@/lib/api-client';
import { useSendAdminMessage } from '../api/conversations';

const text = copy.adminMessages;

/** A user chosen elsewhere on the page: the one whose thread is answered, or one picked from All Users. */
export interface ComposeTarget {
  userId: string;
  name: string;
  reply: boolean;
}

interface ComposeCardProps {
  /** Without a target the recipient is chosen from the users. */
  target: ComposeTarget | null;
  onNewMessage: () => void;
}

export function ComposeCard({ target, onNewMessage }: ComposeCardProps) {
  const users = loadedItems(useAdminList('users'));
  const send = useSendAdminMessage();
  const [recipient, setRecipient] = useState('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const subjectRef = useRef<HTMLInputElement>(null);
  const userId = target?.userId ?? recipient;

  useEffect(() => {
    if (target) subjectRef.current?.focus();
  }, [target]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = { userId, title: title.trim(), content: content.trim() };
    setIncomplete(!message.title || !message.content);
    if (!message.userId || !message.title || !message.content) return;
    send.mutate(message, {
      onSuccess: () => {
        setTitle('');
        setContent('');
        toast.success(text.sent);
      },
      onError: (error) => toast.error(text.sendFailed(isApiError(error) ? error.message : copy.common.unexpected)),
    });
  };

  return (
    <Card variation="outlined" className="admin-messages__card admin-messages__compose">
      <Flex as="form" direction="column" gap="small" noValidate onSubmit={submit}>
        <Flex justifyContent="space-between" alignItems="center" gap="small" wrap="wrap">
          <Heading level={2} fontSize="large">
            {!target ? text.composeNew : target.reply ? text.composeReply(target.name) : text.composeTo(target.name)}
          </Heading>
          {target && (
            <Button size="small" variation="link" onClick={onNewMessage}>
              {text.newMessageInstead}
            </Button>
          )}
        </Flex>
        {incomplete && (
          <Alert variation="error" role="alert">
            {text.fillBoth}
          </Alert>
        )}
        {!target && (
          <SelectField
            label={text.recipient}
            placeholder={text.chooseRecipient}
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
          >
            {users.map((user) => (
              <option key={user.userId} value={user.userId}>
                {text.recipientOption(userName(user), user.email)}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={text.subject}
          ref={subjectRef}
          maxLength={200}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextAreaField
          label={text.body}
          rows={5}
          maxLength={5000}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
        <Button
          type="submit"
          variation="primary"
          alignSelf="flex-start"
          isDisabled={send.isPending || !userId}
          isLoading={send.isPending}
          loadingText={text.sending}
        >
          {text.send}
        </Button>
      </Flex>
    </Card>
  );
}
