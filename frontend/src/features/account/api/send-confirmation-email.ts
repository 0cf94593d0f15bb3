import { api } from '@/lib/api-client';

export const sendConfirmationEmail = (email: string) => api.sendConfirmationEmail({ body: { email } });
