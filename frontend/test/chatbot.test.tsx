import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useChat } from '@/features/chatbot/hooks/use-chat';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { sessionOf } from './helpers/amplify-session';
import { callsTo, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const { chatbot } = copy;
const log = () => within(screen.getByRole('log'));

async function openChat() {
  const user = userEvent.setup();
  renderApp('/');
  await user.click(await screen.findByRole('button', { name: chatbot.open }));
  // The conversation's code is downloaded when the chat opens.
  await screen.findByRole('log');
  return user;
}

describe('help chatbot', () => {
  let fetchMock: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));
    fetchMock = fakeApi({
      'POST /chatbot': () => ({ status: 200, body: { response: 'An answer from the assistant.' } }),
    });
  });

  it('opens with the welcome message', async () => {
    await openChat();
    expect(log().getByText(chatbot.welcome)).toBeTruthy();
  });

  it('does not send a blank message', async () => {
    const user = await openChat();
    const input = screen.getByLabelText(chatbot.inputLabel);
    await user.type(input, '    {Enter}');
    expect(log().getAllByText(/./, { selector: '.chat-message' })).toHaveLength(1);
    expect((screen.getByRole('button', { name: chatbot.send }) as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(fetchMock, 'POST', '/chatbot')).toHaveLength(0);
  });

  it('answers a fee question from the rules, without the AI route', async () => {
    const user = await openChat();
    await user.type(screen.getByLabelText(chatbot.inputLabel), 'How much does it cost?{Enter}');
    expect(log().getByText('How much does it cost?')).toBeTruthy();
    expect(await log().findByText(chatbot.answers.fees)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/chatbot')).toHaveLength(0);
    expect((screen.getByLabelText(chatbot.inputLabel) as HTMLInputElement).value).toBe('');
  });

  it('sends other questions to the AI route', async () => {
    const user = await openChat();
    await user.type(screen.getByLabelText(chatbot.inputLabel), 'Bonjour!{Enter}');
    expect(await log().findByText('An answer from the assistant.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/chatbot')).toHaveLength(1);
  });

  it('keeps the conversation when minimised and ends it when closed', async () => {
    const user = await openChat();
    await user.type(screen.getByLabelText(chatbot.inputLabel), 'Bonjour!{Enter}');
    await log().findByText('An answer from the assistant.');

    await user.click(screen.getByRole('button', { name: chatbot.minimise }));
    expect(screen.queryByRole('log')).toBeNull();
    await user.click(screen.getByRole('button', { name: chatbot.restore }));
    expect(log().getByText('An answer from the assistant.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: chatbot.close }));
    await user.click(screen.getByRole('button', { name: chatbot.open }));
    expect(log().queryByText('An answer from the assistant.')).toBeNull();
  });

  it('answers after its effects were run again on the same component (StrictMode, a re-shown Suspense boundary)', async () => {
    const { result } = renderHook(() => useChat(), { wrapper: StrictMode });
    await act(() => result.current.send('How much does it cost?'));
    await waitFor(() => expect(result.current.conversation.at(-1)?.text).toBe(chatbot.answers.fees));
    expect(result.current.pending).toBe(false);
  });
});
