import { copy } from '@taxback/shared';
import { askModel, assistantModelId } from '../adapters/ai';
import { logger } from '../commons/logger';
import { metricNames } from '../commons/metric-names';
import { countMetric } from '../commons/metrics';
import { takeRateLimitToken } from '../data/rate-limits';
import { tooManyRequests } from '../http/errors';
import { ok, operation } from '../http/lambda-handler';
import { systemPrompt } from './system-prompt';

const QUESTIONS_PER_IP = 30;
const WINDOW_SECONDS = 10 * 60;

/** The assistant's reply; a failure or a missing model gives the trouble message, never an error. */
async function assistantReply(question: string): Promise<string> {
  const modelId = assistantModelId();
  if (!modelId) {
    countMetric(metricNames.aiFallbackUsed);
    return copy.chatbot.trouble;
  }
  try {
    return (await askModel(modelId, systemPrompt, question)) || copy.chatbot.emptyReply;
  } catch (error) {
    logger.error('The chat assistant failed', error as Error);
    countMetric(metricNames.aiFallbackUsed);
    return copy.chatbot.trouble;
  }
}

/** Questions no canned rule answers (the widget matches those itself) come here. */
export const askChatbot = operation('askChatbot', async ({ body, sourceIp }) => {
  if (!(await takeRateLimitToken('chatbot-ip', sourceIp, QUESTIONS_PER_IP, WINDOW_SECONDS))) throw tooManyRequests();
  return ok({ response: await assistantReply(body.message) });
});
