import { PRODUCT_NAME } from '../../constants';

export const accountServerEn = {
  confirmationEmail: {
    subject: `Verify your ${PRODUCT_NAME} account`,
    body: (link: string) =>
      `Welcome to ${PRODUCT_NAME}!\n\nPlease confirm your email address by opening this link in the browser where you signed up:\n${link}\n\nIf you did not create an account, someone may have used your address: open the link and choose "I did not sign up: free my address" to delete that sign-up and keep the address for yourself.`,
  },
} as const;
