// Dates, sizes and amounts follow the visitor's language: the one formatting module lives in shared.
export * from '@taxback/shared/i18n/format';
