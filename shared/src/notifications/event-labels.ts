import { adminNotificationsCopy } from '../catalogue/notifications/staff';

/** `payment_completed` → 'Payment completed': how an event type without a catalogue label is shown. */
export const humaniseEventType = (eventType: string): string => {
  const words = eventType.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The label of an event type: the catalogue's, else the humanised type. */
export const eventLabel = (eventType: string): string =>
  adminNotificationsCopy.events[eventType] ?? humaniseEventType(eventType);
