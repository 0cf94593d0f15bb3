import { CHATBOT, copy, ruleAnswer } from '@taxback/shared';
import { askModel, assistantModelId } from '../adapters/ai';
import { logger } from '../commons/logger';
import { metricNames } from '../commons/metric-names';
import { countMetric } from '../commons/metrics';
import { takeIpRateLimitToken, takeRateLimitToken } from '../data/stores/rate-counter';
import { tooManyRequests } from '../http/errors';
import { ok, operation } from '../http/lambda-handler';
import { systemPrompt } from './system-prompt';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The assistant's reply; a failure or a missing model gives the trouble message, never an error. Past the
 * daily caps on model answers (per IP address and for everyone, counted in the table), only the keyword rules answer.
 */
async function assistantReply(question: string, sourceIp: string): Promise<string> {
  const modelId = assistantModelId();
  if (!modelId) {
    countMetric(metricNames.aiFallbackUsed);
    return copy.chatbot.trouble;
  }
  const withinCaps =
    (await takeIpRateLimitToken('ai-answers-ip', sourceIp, CHATBOT.aiAnswersPerIpPerDay, DAY_SECONDS)) &&
    (await takeRateLimitToken('ai-answers', 'all', CHATBOT.aiAnswersPerDay, DAY_SECONDS));
  if (!withinCaps) {
    countMetric(metricNames.aiDailyCapReached);
    return ruleAnswer(question) ?? copy.chatbot.aiDailyLimit;
  }
  try {
    return (await askModel(modelId, systemPrompt(), question)) || copy.chatbot.emptyReply;
  } catch (error) {
    logger.error('The chat assistant failed', error as Error);
    countMetric(metricNames.aiFallbackUsed);
    return copy.chatbot.trouble;
  }
}

/** Questions no canned rule answers (the widget matches those itself) come here. */
export const askChatbot = operation('askChatbot', async ({ body, sourceIp }) => {
  if (!(await takeIpRateLimitToken('chatbot-ip', sourceIp, CHATBOT.questionsPerIp, CHATBOT.questionWindowSeconds))) {
    throw tooManyRequests();
  }
  return ok({ response: await assistantReply(body.message, sourceIp) });
});
