import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (email: string) => api.requestPasswordReset({ body: { email } }) });

export const useResetPassword = (token: string) =>
  useMutation({ mutationFn: (password: string) => api.resetPassword({ body: { token, password } }) });
