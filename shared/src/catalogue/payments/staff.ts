import { formatUsd } from '../../i18n/format';
import { discountRuleCopy } from './staff-rules';

export const adminDiscountCopy = {
  fetchFailed: 'Failed to fetch discount codes',
  duplicate: 'This discount code already exists',
  saveFailed: 'Failed to save discount code',
  deleteFailed: 'Failed to delete discount code',
  heldByCheckout:
    'A customer has a checkout open with this code. Deactivate it now; it can be deleted once that checkout is paid or expires.',
  updateFailed: 'Failed to update discount code',
  created: 'Discount code created successfully',
  updated: 'Discount code updated successfully',
  deleted: 'Discount code deleted',
  activated: 'Discount code activated',
  deactivated: 'Discount code deactivated',
  notFound: 'Discount code not found',
  valuePositive: discountRuleCopy.valuePositive,
  percentTooHigh: discountRuleCopy.percentTooHigh,
  states: { active: 'Active', inactive: 'Inactive', expired: 'Expired', max_uses_reached: 'Max Uses Reached' },
  columns: {
    code: 'Code',
    discount: 'Discount',
    usage: 'Usage',
    status: 'Status',
    expires: 'Expires',
    actions: 'Actions',
  },
  empty: 'No discount codes yet',
  newCode: 'New Discount Code',
  createTitle: 'New discount code',
  editTitle: (code: string) => `Edit ${code}`,
  never: 'Never',
  unlimited: '∞',
  usage: (current: number, max: string) => `${current}/${max}`,
  reserved: (count: number) => `${count} reserved (checkout open)`,
  percent: (value: number) => `${value}%`,
  edit: 'Edit',
  editLabel: (code: string) => `Edit ${code}`,
  activate: 'Activate',
  deactivate: 'Deactivate',
  delete: 'Delete',
  deleteLabel: (code: string) => `Delete ${code}`,
  deleteTitle: 'Delete discount code',
  deleteBody: (code: string) => `Delete ${code}? Customers will no longer be able to use it. This cannot be undone.`,
  confirmDelete: 'Delete',
  form: {
    code: 'Code',
    codeHint: 'Letters, digits, - and _; saved in capitals.',
    codeInvalid: discountRuleCopy.codeInvalid,
    type: 'Discount type',
    types: { percentage: 'Percentage', fixed_amount: 'Fixed amount' },
    valuePercent: 'Discount value (percent, 1-100)',
    // A getter: the amount is formatted when read (see formatUsd).
    get valueCents() {
      return `Discount value (in cents: 2500 = ${formatUsd(2500, 'en')})`;
    },
    description: 'Description (optional)',
    maxUses: 'Maximum uses (leave empty for unlimited)',
    maxUsesInvalid: discountRuleCopy.maxUsesInvalid,
    expiresAt: 'Expiry date (optional)',
    active: 'Active',
    create: 'Create code',
    save: 'Save changes',
  },
};

export const paymentsStaff = {
  adminDiscounts: adminDiscountCopy,
} as const;
