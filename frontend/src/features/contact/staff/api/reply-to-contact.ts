import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminListKey } from '@/hooks/use-admin-list';
import { api } from '@/lib/api-client';

/** Mails staff's answer to a contact-form message; the inbox is refetched to show it answered. */
export function useReplyToContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, content }: { messageId: string; content: string }) =>
      api.contact.replyToContactMessage({ params: { messageId }, body: { content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListKey('inbox') }),
  });
}
