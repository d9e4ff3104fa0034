/**
 * The embedded chat (docs/product/messaging.md "a chat window that opens when a global openChat event carries a recipient"):
 * opened by cards and the profile through `chatPanelAtom`, mounted lazily by the member shell. Escape (ui's
 * ChatPanel) or the close button closes it, and focus goes back where it was.
 */
import { ChatPanel as Panel } from '@kindred/ui/chat';
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { chatPanelAtom, type PartnerRef } from '../../lib/bridges';
import { useConversationParts } from './Conversation';

/** The shell reaches the chat engine through this chunk only (it loads on demand: decision 0043's budget). */
export { chatEngine, stopChat } from './chat';

function Open({ partner, onClose }: { partner: PartnerRef; onClose: () => void }) {
  const parts = useConversationParts({ partner, variant: 'panel', onClose });
  return (
    <Panel
      header={parts.header}
      banner={parts.banner}
      footer={parts.footer}
      label={parts.label}
      onClose={onClose}
      placement="floating"
      data-testid="chat-panel"
    >
      {parts.body}
    </Panel>
  );
}

export default function ChatPanel() {
  const [partner, setPartner] = useAtom(chatPanelAtom);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    if (!partner) return;
    opener.current ??= document.activeElement;
    // The field first (a FREE member's is disabled: then the wink button).
    const panel = document.querySelector<HTMLElement>('[data-testid="chat-panel"]');
    panel?.querySelector<HTMLElement>('textarea:not([disabled])')?.focus();
  }, [partner]);

  if (!partner) return null;
  const close = () => {
    setPartner(null);
    const back = opener.current;
    opener.current = null;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  };
  return <Open key={partner.id} partner={partner} onClose={close} />;
}
