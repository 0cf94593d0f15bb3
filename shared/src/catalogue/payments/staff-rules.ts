/** A discount code. */
export const discountRuleCopy = {
  valuePositive: 'Discount value must be a positive number',
  percentTooHigh: 'Percentage discount cannot exceed 100%',
  codeInvalid: 'Use letters, digits, - and _ only (at most 50)',
  maxUsesInvalid: 'Enter a whole number of at least 1, or leave empty',
};
