// What mail.ts uses of the SES SDK, imported through this module: a chunk loaded with import() keeps every export
// of what it imports, and the SDK's own index exports every command of SES's API.
export { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
