import { useEffect } from 'react';
import { SocketEvent } from '@nexus/contracts';
import { getSocket, onSocketConnected } from '../../lib/socket';

/**
 * Tells the server which conversation this page shows while the member can see it ('conversation open'): no push is
 * sent for its messages then. Said again on every (re)connection (a new socket knows nothing), and `null` when the
 * conversation closes or the tab is hidden.
 */
export function useOpenConversation(receiverId: string): void {
  useEffect(() => {
    const tell = () =>
      void getSocket()?.emit(SocketEvent.ConversationOpen, {
        withUserId: document.visibilityState === 'visible' ? receiverId : null,
      });
    tell();
    const stopListening = onSocketConnected(tell);
    document.addEventListener('visibilitychange', tell);
    return () => {
      stopListening();
      document.removeEventListener('visibilitychange', tell);
      getSocket()?.emit(SocketEvent.ConversationOpen, { withUserId: null });
    };
  }, [receiverId]);
}
