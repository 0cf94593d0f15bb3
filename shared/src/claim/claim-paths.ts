/**
 * The pages of one claim, named by its id so that none has to guess which claim is meant: the customer's,
 * and the back office's claim page.
 */
export const claimPaths = {
  wizard: (applicationId: string) => `/application?applicationId=${encodeURIComponent(applicationId)}`,
  payment: (applicationId: string) => `/payment?applicationId=${encodeURIComponent(applicationId)}`,
  status: (applicationId: string) => `/refund-status?claim=${encodeURIComponent(applicationId)}`,
  backOffice: (applicationId: string) => `/admin/claims/${encodeURIComponent(applicationId)}`,
};
