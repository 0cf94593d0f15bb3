import { CLAIM_DEADLINE, PRODUCT_NAME, TIMINGS } from '../../constants';
import { refundFactsCopy } from '../common/en';

export const paymentsEn = {
  payment: {
    noApplication: 'No application found',
    couldNotLoad: 'Could not load application details',
    noDiscountOnBalance: 'Discount codes apply to the first payment of a claim, not to a balance due.',
    tooManyCodeTries: 'Too many discount code attempts. Please wait a minute and try again.',
    invalidDiscount: 'Invalid discount code',
    discountExpired: 'This discount code has expired',
    discountUsedUp: 'This discount code has reached its maximum number of uses',
    emptyDiscount: 'Please enter a discount code',
    discountApplied: (code: string) => `Discount code ${code} applied`,
    alreadyPaid: 'This application has already been paid.',
    notReadyForPayment: 'Please complete your application before paying.',
    yearClosed: (year: string) =>
      `The deadline to claim tax year ${year} has passed, so it can no longer be filed. Remove it from your claim's tax years before paying.`,
    yearPastPaymentDay: (year: string, lastDay: string, deadline: string) =>
      `We no longer take payment for tax year ${year}: its claim deadline is ${deadline}, and payment for it ended on ${lastDay}, ${CLAIM_DEADLINE.lastPaymentDaysBefore} days before, to leave time to prepare, sign and mail the return. Remove it from your claim's tax years before paying.`,
    sessionFailed: 'Failed to create payment session',
    noPaymentUrl: 'No payment URL received',
    noSession: 'No payment session found',
    notSuccessful: 'Payment was not successful. Please try again.',
    verifyError: 'Error verifying payment. Please contact support.',
    invalidSignature: 'Invalid webhook signature',
    receiptSubject: `Your ${PRODUCT_NAME} payment receipt`,
    receiptBody: (firstName: string, amount: string, applicationId: string) =>
      `Hello ${firstName},\n\nThank you for your payment of ${amount} for application ${applicationId}.\nOur team will review your application within ${TIMINGS.reviewAfterPaymentBusinessDays} business days and send you the forms to sign.\n\nThe ${PRODUCT_NAME} team`,
    productName: `${PRODUCT_NAME} refund claim preparation`,
    rejectionRefundSubject: `Your ${PRODUCT_NAME} fee has been refunded`,
    rejectionRefundBody: (firstName: string, amount: string, applicationId: string) =>
      `Hello ${firstName},\n\nYour claim ${applicationId} was not accepted, so, as we promise, we have refunded our fee of ${amount} in full. It reaches your card within ${TIMINGS.cardRefundBusinessDays} business days.\nYou can read the details in your account, and reply to us there with any question.\n\nThe ${PRODUCT_NAME} team`,
  },
  paymentPage: {
    title: 'Complete your payment',
    subtitle: 'Your total, itemised',
    summaryTitle: 'Fee summary',
    lines: {
      base: 'Application fee',
      itin: 'ITIN processing (Form W-7)',
      additional1042s: (count: number) => `Additional Form 1042-S (${count})`,
      missingForms: (count: number) => `Missing form retrieval (${count})`,
    },
    balanceTitle: 'Balance due',
    balanceIntro:
      'Your claim was reopened and your new answers add work to it. You pay only the difference with what you already paid.',
    balanceTotal: 'Balance due today',
    subtotal: 'Subtotal',
    discount: (code: string) => `Discount (${code})`,
    total: 'Total due today',
    currencyNote:
      "Amounts are in US dollars. Your card issuer converts them to your card's currency and may charge a foreign-exchange fee.",
    discountLabel: 'Discount code',
    discountPlaceholder: 'Enter code',
    apply: 'Apply',
    remove: 'Remove',
    benefitsTitle: 'What your fee covers',
    benefits: {
      review: ['Tax Review', 'Our tax team checks every form before it goes to the IRS.'],
      support: ['Full Support', 'Questions answered by our team from start to refund.'],
      itin: ['ITIN Application', 'We prepare your Form W-7 so the IRS can issue your ITIN.'],
      irs: ['IRS Communication', 'We follow up with the IRS on your behalf until the refund is issued.'],
    },
    secureNote: 'Payments are processed securely by Stripe. We never see or store your card number.',
    moneyBack: refundFactsCopy.moneyBack,
    cancellation:
      'Changed your mind? Until we file your claim, ask us to cancel it and we refund your fee in full. Once it is filed, our money-back promise applies.',
    termsLink: 'Read the terms',
    pay: (amount: string) => `Pay ${amount}`,
    redirecting: 'Redirecting to secure payment...',
    backToApplication: 'Back to Application',
    alreadyPaid: 'This application is paid. You can follow its progress on the Refund Status page.',
    viewStatus: 'View Refund Status',
  },
  paymentSuccess: {
    verifying: 'Verifying your payment...',
    stillConfirming:
      'Your payment is being confirmed. This can take a few minutes; this page updates by itself and we will email your receipt.',
    title: 'Payment successful',
    body: 'Thank you! Your application is now with our team.',
    paid: (amount: string, date: string) => `You paid ${amount} on ${date}.`,
    reference: 'Claim reference',
    receiptSent: 'We emailed you a receipt.',
    nextStepsTitle: 'What happens next',
    nextSteps: [
      `Our team reviews your application within ${TIMINGS.reviewAfterPaymentBusinessDays} business days and sends you the forms to sign.`,
      'Once you return the signed forms, we submit your return to the IRS.',
      `The IRS processes your return and pays the refund. ${refundFactsCopy.timing}`,
    ],
    refundStatus: 'View Refund Status',
    account: 'Go to My Account',
    refundedTitle: 'Your payment was refunded',
    refundedBody: `Your claim changed or was already paid while you were paying, so we refunded this payment in full. The refund reaches your card within ${TIMINGS.cardRefundBusinessDays} business days. The payment page shows what your claim needs now.`,
    notCompletedTitle: 'Your payment did not go through',
    notCompletedBody: 'Nothing was charged for this checkout. You can pay again from the payment page.',
    backToPayment: 'Go to the payment page',
  },
} as const;
