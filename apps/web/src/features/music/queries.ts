import { useQuery } from '@tanstack/react-query';
import { routes } from '@nexus/contracts';
import { api } from '../../api/client';

export const musicKeys = { songs: ['music'] as const };

const SONGS_STALE_MS = 60 * 60_000;

export function useSongs(enabled: boolean) {
  return useQuery({
    queryKey: musicKeys.songs,
    queryFn: () => api.call(routes.music.list, undefined, { silent: true }),
    staleTime: SONGS_STALE_MS,
    enabled,
  });
}
