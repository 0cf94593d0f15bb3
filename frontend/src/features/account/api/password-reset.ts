import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (email: string) => api.account.requestPasswordReset({ body: { email } }) });

export const useResetPassword = (token: string) =>
  useMutation({ mutationFn: (password: string) => api.account.resetPassword({ body: { token, password } }) });
