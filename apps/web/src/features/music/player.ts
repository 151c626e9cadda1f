import type { MusicItem } from '@nexus/contracts';
import { storage } from '../../lib/storage';
import { createStore } from '../../lib/store';
import { pickSong, songUrl } from './music';

export interface MusicPlayerState {
  song: MusicItem | null;
  /** The member wants music: false once paused, or when the browser refused to start it. */
  playing: boolean;
}

/** What the player uses of its audio element. */
export type MusicAudio = Pick<
  HTMLAudioElement,
  'src' | 'paused' | 'play' | 'pause' | 'load' | 'removeAttribute' | 'addEventListener'
>;

const IDLE: MusicPlayerState = { song: null, playing: false };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The music widget's player (§2): one audio element, a random song to start with and after each one. */
export function createMusicPlayer(audio: MusicAudio, random: () => number = Math.random) {
  const state = createStore<MusicPlayerState>(IDLE);
  let songs: readonly MusicItem[] = [];

  const setPlaying = (playing: boolean) => state.set((s) => (s.playing === playing ? s : { ...s, playing }));

  // A browser that refuses to play (autoplay without a gesture) leaves the element paused at once.
  const tryToPlay = () => {
    audio.play().catch((error: unknown) => {
      // A pause or another song interrupting the start is no failure.
      if (!isAbort(error)) setPlaying(false);
    });
    setPlaying(!audio.paused);
  };

  const load = (song: MusicItem) => {
    audio.src = songUrl(song);
    state.set((s) => ({ ...s, song }));
  };

  const next = () => {
    const { song, playing } = state.get();
    if (!playing) return;
    const chosen = pickSong(songs, song?.id ?? null, random);
    if (!chosen) return;
    load(chosen);
    tryToPlay();
  };
  audio.addEventListener('ended', next);

  return {
    subscribe: state.subscribe,
    get: state.get,
    /** The first call picks a song and, unless the member paused the music, plays it; later ones update the list. */
    start(list: readonly MusicItem[]) {
      songs = list;
      if (state.get().song) return;
      const song = pickSong(list, null, random);
      if (!song) return;
      load(song);
      if (!storage.getMusicPaused()) tryToPlay();
    },
    play() {
      storage.setMusicPaused(false);
      tryToPlay();
    },
    pause() {
      storage.setMusicPaused(true);
      audio.pause();
      setPlaying(false);
    },
    next,
    /** Silences and empties the element; `start` begins afresh. */
    stop() {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
      songs = [];
      state.set(IDLE);
    },
  };
}
