import { Button, Flex, Heading, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { useApplications } from '@/api/get-current-application';
import { isApiError } from '@/lib/api-client';
import { ClaimPicker } from '@/features/messages/components/claim-picker';
import { useSendMyMessage } from '../api/my-conversation';

const text = copy.accountConversation;

/** The customer's answer to staff: a message body, the claim it is about and a subject if they want them. */
export function ReplyForm() {
  const send = useSendMyMessage();
  const claims = useApplications().data ?? [];
  const [applicationId, setApplicationId] = useState('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [empty, setEmpty] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = content.trim();
    setEmpty(body === '');
    if (!body) return;
    send.mutate(
      { content: body, ...(title.trim() ? { title: title.trim() } : {}), ...(applicationId ? { applicationId } : {}) },
      {
        onSuccess: () => {
          setApplicationId('');
          setTitle('');
          setContent('');
          toast.success(text.sent);
        },
        onError: (error) => toast.error(text.sendFailed(isApiError(error) ? error.message : copy.common.unexpected)),
      },
    );
  };

  return (
    <Flex as="form" direction="column" gap="small" onSubmit={submit} noValidate aria-labelledby="reply-form-title">
      <Heading level={3} fontSize="medium" id="reply-form-title">
        {text.replyTitle}
      </Heading>
      <ClaimPicker text={text} claims={claims} value={applicationId} onChange={setApplicationId} />
      <TextField
        label={text.subject}
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextAreaField
        label={text.body}
        rows={4}
        isRequired
        maxLength={5000}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        hasError={empty}
        errorMessage={text.emptyBody}
      />
      <Button
        type="submit"
        variation="primary"
        alignSelf="flex-start"
        isLoading={send.isPending}
        loadingText={text.sending}
      >
        {text.send}
      </Button>
    </Flex>
  );
}
