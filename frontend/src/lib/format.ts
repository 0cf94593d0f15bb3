// Dates, sizes and amounts follow the visitor's language: the one formatting module lives in shared.
export {
  formatDate,
  formatDateTime,
  formatFileSize,
  formatNumber,
  formatPublicationDate,
  formatUsd,
} from '@taxback/shared/i18n/format';
