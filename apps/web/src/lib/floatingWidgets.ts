import { Paths } from './postLogin';

const HIDDEN_UNDER = ['/settings/partner', Paths.signUp, '/summit', Paths.messagesPage, '/recruit'];

/**
 * §2: the chat button and the music widget are not on these paths, in any case (routes match regardless of it,
 * /register/Bnxt too).
 */
export function floatingWidgetsHiddenOn(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return HIDDEN_UNDER.some((p) => path === p || path.startsWith(`${p}/`)) || path.includes('bfutr') || path.includes('bnxt');
}
