import { PUBLIC_FILES_PATH, type MusicItem, type User } from '@nexus/contracts';
import { floatingWidgetsHiddenOn } from '../../lib/floatingWidgets';

/** §2: no music for a welcomed member who has not onboarded, nor for a member (not a partner) who was never welcomed. */
export function musicAllowedFor(user: Pick<User, 'welcomed' | 'isOnBoarded' | 'partnerId'>): boolean {
  if (user.welcomed) return user.isOnBoarded;
  return Boolean(user.partnerId);
}

/** §2: the widget steps aside on a device in a channel and on the paths no floating widget shows on. */
export function musicHiddenOn(pathname: string, isDevice: boolean): boolean {
  return (isDevice && pathname.toLowerCase().includes('/channel/')) || floatingWidgetsHiddenOn(pathname);
}

/** A random song, other than the current one when there is another to choose. */
export function pickSong(songs: readonly MusicItem[], currentId: string | null, random: () => number): MusicItem | null {
  const others = songs.filter((song) => song.id !== currentId);
  const choices = others.length > 0 ? others : songs;
  return choices[Math.floor(random() * choices.length)] ?? null;
}

export const songUrl = (song: MusicItem) => `${PUBLIC_FILES_PATH}/${song.Key}`;
