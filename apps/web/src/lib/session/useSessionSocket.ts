import { useEffect } from 'react';
import { loadApi } from '../../api/lazy';
import { storage } from '../storage';
import type { SessionState } from './useSession';

/** Socket.IO's client is loaded once a member is signed in: the first screen does without it. */
const loadSocket = () => import('../socket');

/** Whether the session still holds, asked with GET user (whose failure the client acts on: blocked, ended). */
async function stillSignedIn(userId: string): Promise<boolean> {
  const { api, isHandledError, routes } = await loadApi();
  const res = await api.call(routes.users.get, { params: { id: userId } }, { silent: true, handleError: true });
  return !isHandledError(res) && !res.blocked;
}

/** The real-time socket follows the session: open while a member is signed in, closed when they are not. */
export function useSessionSocket({ status, user }: SessionState): void {
  const userId = status === 'authenticated' ? user?.id : undefined;
  const username = user?.username;
  useEffect(() => {
    const token = storage.getToken();
    if (!userId || !username || !token) return;
    let open = true;
    let stopListening: (() => void) | null = null;
    void loadSocket().then(({ connectSocket, onSocketClosedByServer }) => {
      if (!open) return;
      connectSocket({ token, username, userId });
      // The server closes the socket when the session ends (a block, a logout elsewhere): ask the API at once. A
      // blocked member's answer (401 ACCOUNT_BLOCKED) or an ended session's ends the page's session through the
      // client; a session still valid gets its socket back.
      stopListening = onSocketClosedByServer(() => {
        void stillSignedIn(userId).then((ok) => {
          const current = storage.getToken();
          if (ok && open && current) connectSocket({ token: current, username, userId });
        });
      });
    });
    return () => {
      open = false;
      stopListening?.();
      void loadSocket().then(({ disconnectSocket }) => disconnectSocket());
    };
  }, [userId, username]);
}
