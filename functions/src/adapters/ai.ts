import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { lazy } from '../commons/lazy';

const bedrock = lazy(() => new BedrockRuntimeClient({}));

const REPLY_TIMEOUT_MS = 15_000;

/** The Bedrock model of the chat assistant; not set where there is no Bedrock (the local stack). */
export const assistantModelId = (): string | null => process.env.BEDROCK_MODEL_ID || null;

/** Asks the model one question under a system prompt and returns its text reply ('' when it gave none). */
export async function askModel(modelId: string, systemPrompt: string, question: string): Promise<string> {
  const output = await bedrock().send(
    new ConverseCommand({
      modelId,
      system: [{ text: systemPrompt }],
      messages: [{ role: 'user', content: [{ text: question }] }],
      inferenceConfig: { maxTokens: 400, temperature: 0.2 },
    }),
    { abortSignal: AbortSignal.timeout(REPLY_TIMEOUT_MS) },
  );
  return (output.output?.message?.content ?? [])
    .map((block) => block.text ?? '')
    .join('')
    .trim();
}
