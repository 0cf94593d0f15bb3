import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishCopy, FEES, formatUsd, setLocaleSource } from '@taxback/shared';

describe("the chat assistant's prompt", () => {
  afterEach(() => {
    setLocaleSource(() => 'en');
  });

  it('is built on first use, not when the function loads: loading formats no fee (ICU, about 12 ms)', async () => {
    vi.resetModules();
    const { NumberFormat } = Intl;
    let made = 0;
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct: (target, args: ConstructorParameters<typeof Intl.NumberFormat>) => (made++, new target(...args)),
    });
    try {
      const { systemPrompt } = await import('../src/chatbot/system-prompt');
      expect(made).toBe(0);
      expect(systemPrompt()).toContain(formatUsd(FEES.baseApplicationCents, 'en'));
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
  });

  it('gives the facts in English even when the first question that needs it is French', async () => {
    vi.resetModules();
    const { systemPrompt } = await import('../src/chatbot/system-prompt');
    setLocaleSource(() => 'fr-CA');
    const prompt = systemPrompt();
    expect(prompt).toContain(englishCopy.faq.items.cost.question);
    expect(prompt).toContain(englishCopy.chatbot.answers.contact);
    expect(prompt).toContain(englishCopy.chatbot.answers.losses);
    expect(systemPrompt()).toBe(prompt);
  });
});
