import { useEffect } from 'react';
import { connectSocket, disconnectSocket } from '../socket';
import { storage } from '../storage';
import type { SessionState } from './useSession';

/** The real-time socket follows the session: open while a member is signed in, closed when they are not. */
export function useSessionSocket({ status, user }: SessionState): void {
  const userId = status === 'authenticated' ? user?.id : undefined;
  const username = user?.username;
  useEffect(() => {
    const token = storage.getToken();
    if (!userId || !username || !token) return;
    connectSocket({ token, username, userId });
    return () => disconnectSocket();
  }, [userId, username]);
}
