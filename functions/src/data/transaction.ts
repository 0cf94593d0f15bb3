/**
 * Transactions across entities, composed by a feature (payment completion, account closing) from the
 * write builders of the stores: each store builds the writes of its own entity, with their conditions.
 */
export { writeAtomically, type TransactItem } from './electro';
export { TransactionCancelled } from './errors';
