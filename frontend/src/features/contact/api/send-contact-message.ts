import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@taxback/shared/contact/schemas';
import { api } from '@/lib/api-client';

export const sendContactMessage = (message: ContactRequest) => api.contact.sendContactMessage({ body: message });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
