import type { User } from '../../platform/database/generated/client';

/** The signed-in caller of a request or socket: the user and the session their token belongs to. */
export interface AuthContext {
  user: User;
  sessionId: string;
}
