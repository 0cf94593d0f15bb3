import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHATBOT, FEES, formatUsd, copy } from '@taxback/shared';
import { rateCounters } from '../src/data/entities/rate-counter';
import { invoke } from './support/invoke';

const uniqueIp = () => `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const ask = (message: string, sourceIp = uniqueIp()) => invoke('askChatbot', { body: { message }, sourceIp });

describe('POST /chatbot without a model (the local stack)', () => {
  it('answers with the trouble message, never a made-up reply', async () => {
    expect(process.env.BEDROCK_MODEL_ID).toBeUndefined();
    expect(await ask('Can I claim lottery winnings?')).toMatchObject({
      status: 200,
      body: { response: copy.chatbot.trouble },
    });
  });

  it.each([
    ['a blank question', '   '],
    ['a question over the length limit', 'x'.repeat(CHATBOT.maxInputLength + 1)],
  ])('refuses %s', async (_, question) => {
    expect((await ask(question)).status).toBe(400);
  });

  it('limits questions per IP address', async () => {
    const sourceIp = uniqueIp();
    for (let asked = 0; asked < 30; asked += 1) expect((await ask('Hello?', sourceIp)).status).toBe(200);
    const refused = await ask('Hello?', sourceIp);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(copy.common.tooManyRequests);
  });
});

describe('POST /chatbot with Bedrock', () => {
  const bedrock = mockClient(BedrockRuntimeClient);
  const replying = (text: string) => ({
    output: { message: { role: 'assistant' as const, content: [{ text }] } },
    stopReason: 'end_turn' as const,
    usage: undefined,
    metrics: undefined,
  });

  beforeEach(() => {
    process.env.BEDROCK_MODEL_ID = 'test-model';
  });
  afterEach(() => {
    delete process.env.BEDROCK_MODEL_ID;
    bedrock.reset();
  });

  it('asks the configured model under a prompt built from the shared facts', async () => {
    bedrock.on(ConverseCommand).resolves(replying('  Yes, lottery winnings count.  '));
    expect((await ask('Can I claim lottery winnings?')).body).toEqual({ response: 'Yes, lottery winnings count.' });

    const [call] = bedrock.commandCalls(ConverseCommand);
    const input = call!.args[0].input;
    expect(input.modelId).toBe('test-model');
    expect(input.messages).toEqual([{ role: 'user', content: [{ text: 'Can I claim lottery winnings?' }] }]);
    const prompt = input.system?.[0] && 'text' in input.system[0] ? input.system[0].text : '';
    expect(prompt).toContain(formatUsd(FEES.baseApplicationCents));
    expect(prompt).not.toContain('$299');
  });

  it('apologises and points to support when the model gives an empty reply', async () => {
    bedrock.on(ConverseCommand).resolves(replying('   '));
    expect((await ask('Something odd')).body).toEqual({ response: copy.chatbot.emptyReply });
  });

  it('answers with the trouble message when the model fails', async () => {
    bedrock.on(ConverseCommand).rejects(new Error('ThrottlingException'));
    expect((await ask('Something odd')).body).toEqual({ response: copy.chatbot.trouble });
  });

  describe('past the daily spend cap', () => {
    const window = () => Math.floor(Date.now() / 1000 / (24 * 60 * 60));
    const setHits = (scope: string, subject: string, hits: number) =>
      rateCounters()
        .put({ scope, subject, window: window(), hits, expiresAt: (window() + 2) * 24 * 60 * 60 })
        .go();
    const forget = (scope: string, subject: string) => rateCounters().delete({ scope, subject, window: window() }).go();

    afterEach(() => forget('ai-answers', 'all'));

    it('answers with the keyword rules, or a catalogue message, and never calls the model', async () => {
      bedrock.on(ConverseCommand).resolves(replying('From the model'));
      await setHits('ai-answers', 'all', CHATBOT.aiAnswersPerDay);
      expect((await ask('How much does it cost?')).body).toEqual({ response: copy.chatbot.answers.fees });
      expect((await ask('Something the rules do not know')).body).toEqual({ response: copy.chatbot.aiDailyLimit });
      expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(0);

      await forget('ai-answers', 'all');
      expect((await ask('Something the rules do not know')).body).toEqual({ response: 'From the model' });
    });

    it('caps one IP address before everyone', async () => {
      bedrock.on(ConverseCommand).resolves(replying('From the model'));
      const sourceIp = uniqueIp();
      await setHits('ai-answers-ip', sourceIp, CHATBOT.aiAnswersPerIpPerDay - 1);
      expect((await ask('Something odd', sourceIp)).body).toEqual({ response: 'From the model' });
      expect((await ask('Something odd', sourceIp)).body).toEqual({ response: copy.chatbot.aiDailyLimit });
      expect((await ask('Something odd')).body).toEqual({ response: 'From the model' });
      expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(2);
      await forget('ai-answers-ip', sourceIp);
    });
  });
});
