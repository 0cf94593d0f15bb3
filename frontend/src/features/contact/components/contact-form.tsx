import { Flex, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { CONTACT } from '@taxback/shared/constants';
import type { ContactRequest } from '@taxback/shared/contact/schemas';
import { copy } from '@taxback/shared/copy';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';
import { SubmitButton } from '@/components/ui/submit-button';

const { contact } = copy;
const emptyMessage: ContactRequest = { name: '', email: '', message: '' };

/** The schema, and zod with it, loads with the form's first check (a blur or a send), not with the page. */
const contactResolver: Resolver<ContactRequest> = async (...check) => {
  const [{ zodResolver }, { contactRequestSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@taxback/shared/contact/schemas'),
  ]);
  return zodResolver(contactRequestSchema)(...check);
};

export function ContactForm() {
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: contactResolver, mode: 'onTouched', defaultValues: emptyMessage });

  const submit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      reset(emptyMessage);
      toast.success(contact.sent);
    } catch (error) {
      // A 429 carries the catalogue's "too many requests" text; anything else gets the form's own message.
      toast.error(isApiError(error) && error.status === 429 ? error.message : contact.failed);
    }
  });

  return (
    <Flex as="form" direction="column" gap="medium" noValidate onSubmit={submit}>
      <TextField
        label={contact.name}
        autoComplete="name"
        isRequired
        maxLength={CONTACT.nameMaxLength}
        hasError={errors.name !== undefined}
        errorMessage={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={contact.email}
        type="email"
        autoComplete="email"
        isRequired
        maxLength={CONTACT.emailMaxLength}
        hasError={errors.email !== undefined}
        errorMessage={errors.email?.message}
        {...register('email')}
      />
      <TextAreaField
        label={contact.message}
        rows={6}
        isRequired
        maxLength={CONTACT.messageMaxLength}
        hasError={errors.message !== undefined}
        errorMessage={errors.message?.message}
        {...register('message')}
      />
      <SubmitButton alignSelf="flex-start" busy={isSubmitting} busyLabel={contact.sending}>
        {contact.send}
      </SubmitButton>
    </Flex>
  );
}
