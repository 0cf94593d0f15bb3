/** A reply to a message sent through the contact form. */
export const inboxRuleCopy = { replyRequired: 'Please write a reply' };
