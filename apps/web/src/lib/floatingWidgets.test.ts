import { describe, expect, it } from 'vitest';
import { floatingWidgetsHiddenOn } from './floatingWidgets';

describe('floatingWidgetsHiddenOn (§2)', () => {
  it.each(['/settings/partner', '/signup', '/summit/bnxt2025', '/page/messages/u1', '/recruit', '/register/Bfutr25', '/x/BNXT'])(
    'hides the chat and the music on %s',
    (path) => expect(floatingWidgetsHiddenOn(path)).toBe(true),
  );
  it.each(['/feed', '/messages', '/summits', '/signups', '/profile/u1'])('shows them on %s', (path) =>
    expect(floatingWidgetsHiddenOn(path)).toBe(false),
  );
});
