import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Where a session change sends the user. Requested in the same update as the session state, and while it is on its
 * way the provider renders a spinner, so no page ever renders the new state at its old path (router navigations
 * are transitions and land a render later). A request is done once the location changes.
 */
export function useSessionRedirect(): { go: (to: string) => void; pending: boolean } {
  const location = useLocation();
  const navigate = useNavigate();
  const [request, setRequest] = useState<{ to: string; fromKey: string } | null>(null);
  const locationKey = useRef(location.key);
  useEffect(() => {
    locationKey.current = location.key;
  }, [location.key]);

  const here = location.pathname + location.search;
  const target = request !== null && request.fromKey === location.key && request.to !== here ? request.to : null;
  useEffect(() => {
    if (target !== null) navigate(target);
  }, [target, navigate]);

  const go = useCallback((to: string) => setRequest({ to, fromKey: locationKey.current }), []);
  return { go, pending: target !== null };
}
