import {
  Alert,
  Badge,
  Button,
  Card,
  Flex,
  Heading,
  SelectField,
  TextAreaField,
  TextField,
} from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { ClaimPicker } from '@/features/messages/components/claim-picker';
import { useSendBroadcast } from '../api/broadcasts';
import { useMessageTemplates, useSendAdminMessage, useThread } from '../api/conversations';
import { RecipientPicker, type Recipients } from './recipient-picker';

const text = copy.adminConversations;

/** A user chosen elsewhere on the page: the one whose thread is answered, or one picked from All Users. */
export interface ComposeTarget {
  userId: string;
  name: string;
  reply: boolean;
  /** The claim the message is about when it is not the thread's (written from that claim's page). */
  applicationId?: string;
}

interface ComposeCardProps {
  /** Without a target the recipients are chosen from the users: one or many. */
  target: ComposeTarget | null;
  onNewMessage: () => void;
}

export function ComposeCard({ target, onNewMessage }: ComposeCardProps) {
  const send = useSendAdminMessage();
  const sendToMany = useSendBroadcast();
  const [chosen, setChosen] = useState<Recipients>(new Map());
  // A message to one customer can be about one of their claims: by default the one their thread is about.
  const thread = useThread(target?.userId ?? null).data?.pages[0];
  const claims = thread?.claims ?? [];
  const threadClaimId = thread?.threadClaimId ?? '';
  const [applicationId, setApplicationId] = useState('');
  const customer = useMessageTemplates(target?.userId ?? null, applicationId).data;
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const subjectRef = useRef<HTMLInputElement>(null);
  const userIds = target ? [target.userId] : [...chosen.keys()];
  const pending = send.isPending || sendToMany.isPending;

  useEffect(() => {
    if (target) subjectRef.current?.focus();
  }, [target]);
  useEffect(() => {
    setApplicationId(target?.applicationId ?? threadClaimId);
  }, [target, threadClaimId]);

  const applyTemplate = (key: string) => {
    const template = customer?.templates.find((item) => item.key === key);
    if (!template) return;
    setTitle(template.title);
    setContent(template.content);
  };

  const sent = (notice: string) => {
    setApplicationId(target?.applicationId ?? threadClaimId);
    setTitle('');
    setContent('');
    setChosen(new Map());
    toast.success(notice);
  };
  const failed = (error: Error) =>
    toast.error(text.sendFailed(isApiError(error) ? error.message : copy.common.unexpected));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = { title: title.trim(), content: content.trim() };
    setIncomplete(!message.title || !message.content);
    if (userIds.length === 0 || !message.title || !message.content) return;
    if (userIds.length === 1) {
      send.mutate(
        { ...message, userId: userIds[0]!, applicationId: target && applicationId ? applicationId : null },
        { onSuccess: () => sent(text.sent), onError: failed },
      );
    } else {
      sendToMany.mutate(
        { ...message, userIds },
        { onSuccess: (broadcast) => sent(text.broadcastStarted(broadcast.recipients)), onError: failed },
      );
    }
  };

  return (
    <Card variation="outlined" className="admin-conversations__card">
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
        {!target && <RecipientPicker chosen={chosen} onChange={setChosen} />}
        {target && customer && (
          <div className="compose-customer">
            <Badge size="small" variation="info">
              {text.customerLanguage(text.languageNames[customer.language])}
            </Badge>
            <Badge size="small" variation={customer.delivery ? 'info' : undefined}>
              {customer.delivery
                ? text.deliveryChoice(copy.wizard.delivery.choices[customer.delivery])
                : text.noDeliveryChoice}
            </Badge>
          </div>
        )}
        {target && <ClaimPicker text={text} claims={claims} value={applicationId} onChange={setApplicationId} />}
        {target && customer && (
          <SelectField
            label={text.templatesLabel}
            descriptiveText={text.templatesFor(
              text.languageNames[customer.language],
              customer.delivery
                ? text.deliveryChoice(copy.wizard.delivery.choices[customer.delivery])
                : text.noDeliveryChoice,
            )}
            value=""
            onChange={(event) => applyTemplate(event.target.value)}
          >
            <option value="">{text.noTemplate}</option>
            {customer.templates.map((template) => (
              <option key={template.key} value={template.key}>
                {text.templateLabels[template.key as keyof typeof text.templateLabels] ?? template.title}
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
          isDisabled={pending || userIds.length === 0}
          isLoading={pending}
          loadingText={text.sending}
        >
          {text.send}
        </Button>
      </Flex>
    </Card>
  );
}
