const OPEN_CHAT = 'taxback:open-chat';

/** Opens the help chat from anywhere on the page (the "Need help?" link of the pages without the chat button). */
export const openChat = (): void => void window.dispatchEvent(new Event(OPEN_CHAT));

/** Calls `open` each time something on the page asks for the chat; returns the unsubscribe. */
export function onOpenChat(open: () => void): () => void {
  window.addEventListener(OPEN_CHAT, open);
  return () => window.removeEventListener(OPEN_CHAT, open);
}
