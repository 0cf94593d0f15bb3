import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@taxback/shared/contact/schemas';
import * as z from 'zod';
import { apiRequest } from '@/lib/api-client';

export const sendContactMessage = (message: ContactRequest) =>
  apiRequest({ method: 'POST', path: '/contact', auth: 'public', body: message, schema: z.unknown() });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
