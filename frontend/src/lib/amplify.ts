import { Amplify } from 'aws-amplify';
import type { RuntimeConfig } from './config';

export function configureAmplify({ userPoolId, userPoolClientId, userPoolEndpoint }: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId,
        userPoolClientId,
        ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
}
