import { api } from '@/lib/api-client';

export const sendConfirmationEmail = (email: string) => api.account.sendConfirmationEmail({ body: { email } });
