/** The company's public details (name, address, phone, hours, preparers, testimonials). */
export const companyRuleCopy = {
  phoneInvalid: 'Enter a phone number of 2 to 15 digits (spaces, dashes, parentheses and a leading + are fine)',
  dateInFuture: 'A testimonial cannot be dated in the future',
  required: 'Please fill this in',
};
