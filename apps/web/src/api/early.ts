/**
 * Requests index.html starts before the app's code arrives, for a signed-in member on load: the session's user
 * and preference, the first list of an area's page (on /connections, its first tab's first page), and the code
 * the signed-in frame needs. Without them, each waits for the scripts, then for the
 * chunk that asks for it, one round trip after another. The vite config writes `startEarlyRequests` into the
 * page; the client takes each answer once (`takeEarlyAnswer`), for the same path and the same token, and asks
 * the usual way when there is none or it was not a success.
 */
export interface EarlyRequests {
  token: string;
  /** By `earlyPath` of the call (`/user/…`, `…?pageSize=20`), the JSON of a successful answer, else undefined. */
  answers: Record<string, Promise<unknown> | undefined>;
}

declare global {
  interface Window {
    __nexusEarly?: EarlyRequests;
  }
}

/**
 * Runs as a classic inline script, before the modules (serialized with toString: self-contained, no imports;
 * `idOf` is lib/jwt.ts's `userIdFromToken`, serialized beside it). `paths` have one parameter, the member's id,
 * found as the session restore finds it: the token's, else the stored user's. `modules` are the signed-in frame's
 * code; `areaModules`, by area, the page's own when the path starts with an area's name (/connections, /profile…);
 * `areaPaths`, by area, more `paths` when the path is the area's page itself, without a query (/connections).
 */
export function startEarlyRequests(
  idOf: (token: string) => string | null,
  apiPrefix: string,
  tokenKey: string,
  userKey: string,
  paths: string[],
  modules: string[],
  areaModules: Record<string, string[]>,
  areaPaths: Record<string, string[]>,
) {
  try {
    const token = localStorage.getItem(tokenKey);
    if (!token) return;
    const user: unknown = JSON.parse(localStorage.getItem(userKey) ?? 'null');
    const id = idOf(token) ?? (typeof user === 'object' && user !== null ? (user as { id?: unknown }).id : null);
    if (typeof id !== 'string') return;
    const answers: EarlyRequests['answers'] = {};
    const area = window.location.pathname.split('/')[1] ?? '';
    const areaPage = window.location.pathname === `/${area}` && !window.location.search;
    for (const template of [...paths, ...(areaPage ? (areaPaths[area] ?? []) : [])]) {
      const path = template.replace(/:[A-Za-z0-9_]+/, encodeURIComponent(id));
      answers[path] = fetch(`/${apiPrefix}${path}`, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } })
        .then((res) => (res.ok ? (res.json() as Promise<unknown>) : undefined))
        .catch(() => undefined);
    }
    window.__nexusEarly = { token, answers };
    for (const href of [...modules, ...(areaModules[area] ?? [])]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  } catch {
    // No storage, or a stored user that is not JSON: the app loads the session the usual way.
  }
}

/** An early answer's key: the path as the client builds it, then the call's query parameters in their order. */
export function earlyPath(path: string, query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.append(name, String(value));
  return search.size ? `${path}?${search}` : path;
}

/** The early answer for `path` (an `earlyPath`), once, when it was asked for with `token`; undefined otherwise. */
export function takeEarlyAnswer(path: string, token: string | null): Promise<unknown> | undefined {
  // No window where the client runs outside a page (the chat's real-time tests run it under Node).
  const early = typeof window === 'undefined' ? undefined : window.__nexusEarly;
  if (!early || early.token !== token) return undefined;
  const answer = early.answers[path];
  delete early.answers[path];
  return answer;
}
