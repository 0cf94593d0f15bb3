import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({
  serviceName: 'taxback-api',
  logLevel: (process.env.LOG_LEVEL ?? 'INFO') as 'INFO',
});
