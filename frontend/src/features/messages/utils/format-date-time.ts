export { formatDateTime } from '@taxback/shared/i18n/format';
