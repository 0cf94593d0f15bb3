import { Logger } from '@aws-lambda-powertools/logger';
import { config } from '../config';

export const logger = new Logger({
  serviceName: 'taxback-api',
  logLevel: config.logLevel as 'INFO',
});
