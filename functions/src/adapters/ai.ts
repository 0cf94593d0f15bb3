import { lazyAwsClient } from '../commons/client-config';
import { config } from '../config';

/**
 * The Bedrock client and its command, loaded with the first question a model answers: most of the chatbot's
 * requests never reach the model (rate limits, daily caps, no model configured).
 */
export const modelClient = lazyAwsClient(
  'bedrock',
  () => import('./bedrock-sdk'),
  (sdk, clientConfig) => new sdk.BedrockRuntimeClient(clientConfig),
);

/** The Bedrock model of the chat assistant; not set where there is no Bedrock (the local stack). */
export const assistantModelId = (): string | null => config.bedrockModelId;

/** Asks the model one question under a system prompt and returns its text reply ('' when it gave none). */
export async function askModel(modelId: string, systemPrompt: string, question: string): Promise<string> {
  const { sdk, client } = await modelClient();
  const output = await client.send(
    new sdk.ConverseCommand({
      modelId,
      system: [{ text: systemPrompt }],
      messages: [{ role: 'user', content: [{ text: question }] }],
      inferenceConfig: { maxTokens: 400, temperature: 0.2 },
    }),
  );
  return (output.output?.message?.content ?? [])
    .map((block) => block.text ?? '')
    .join('')
    .trim();
}
