import { useEffect } from 'react';
import { storage } from '../storage';
import type { SessionState } from './useSession';

/** Socket.IO's client is loaded once a member is signed in: the first screen does without it. */
const loadSocket = () => import('../socket');

/** The real-time socket follows the session: open while a member is signed in, closed when they are not. */
export function useSessionSocket({ status, user }: SessionState): void {
  const userId = status === 'authenticated' ? user?.id : undefined;
  const username = user?.username;
  useEffect(() => {
    const token = storage.getToken();
    if (!userId || !username || !token) return;
    let open = true;
    void loadSocket().then(({ connectSocket }) => {
      if (open) connectSocket({ token, username, userId });
    });
    return () => {
      open = false;
      void loadSocket().then(({ disconnectSocket }) => disconnectSocket());
    };
  }, [userId, username]);
}
