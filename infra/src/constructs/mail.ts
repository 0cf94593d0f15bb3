import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailProps {
  senderEmail: string;
}

/** The SES identity the app sends from; SES e-mails a verification link to it on deploy. */
export class Mail extends Construct {
  readonly senderIdentity: EmailIdentity;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.senderIdentity = new EmailIdentity(this, 'SenderIdentity', { identity: Identity.email(props.senderEmail) });
  }
}
