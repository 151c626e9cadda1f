import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageKey, type MusicItem } from '@nexus/contracts';
import { musicAllowedFor, musicHiddenOn, pickSong, songUrl } from './music';
import { createMusicPlayer } from './player';

const song = (id: string): MusicItem => ({ id, Key: `music/${id}.wav`, title: `Song ${id}` });
const [a, b, c] = [song('a'), song('b'), song('c')];
const songs = [a, b, c];
/** A random source that answers the given values in turn. */
const randoms = (...values: number[]) => vi.fn(() => values.shift() ?? 0);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('who gets the music widget (§2)', () => {
  const member = { welcomed: true, isOnBoarded: true, partnerId: null };
  it('shows it to a welcomed, onboarded member', () => expect(musicAllowedFor(member)).toBe(true));
  it('hides it from a welcomed member who has not onboarded', () =>
    expect(musicAllowedFor({ ...member, isOnBoarded: false })).toBe(false));
  it('hides it from a member never welcomed, but not from a partner account never welcomed', () => {
    expect(musicAllowedFor({ ...member, welcomed: false })).toBe(false);
    expect(musicAllowedFor({ ...member, welcomed: false, partnerId: 'p1' })).toBe(true);
  });
});

describe('where the music widget hides', () => {
  it('hides in a channel on a device only', () => {
    expect(musicHiddenOn('/channel/c1', true)).toBe(true);
    expect(musicHiddenOn('/Channel/c1', true)).toBe(true);
    expect(musicHiddenOn('/channel/c1', false)).toBe(false);
    expect(musicHiddenOn('/feed', true)).toBe(false);
  });
  it('hides on the paths no floating widget shows on, at any width', () => {
    expect(musicHiddenOn('/summit', false)).toBe(true);
    expect(musicHiddenOn('/register/bnxt25', true)).toBe(true);
    expect(musicHiddenOn('/summits', false)).toBe(false);
  });
});

describe('the next song', () => {
  it('is drawn at random', () => {
    expect(pickSong(songs, null, () => 0)).toBe(a);
    expect(pickSong(songs, null, () => 0.5)).toBe(b);
    expect(pickSong(songs, null, () => 0.99)).toBe(c);
  });
  it('is never the current one while there is another', () => {
    expect(pickSong(songs, 'a', () => 0)).toBe(b);
    expect(pickSong(songs, 'b', () => 0.99)).toBe(c);
    expect(pickSong([a, b], 'b', () => 0.99)).toBe(a);
  });
  it('is the same song again when it is the only one, and none from an empty list', () => {
    expect(pickSong([a], 'a', () => 0.5)).toBe(a);
    expect(pickSong([], null, () => 0.5)).toBeNull();
  });
  it('plays from the public files by its key', () => expect(songUrl(a)).toBe('/v1/files/music/a.wav'));
});

/** An audio element whose play() succeeds only while `allowed` (a browser refusing autoplay rejects at once). */
class FakeAudio extends EventTarget {
  src = '';
  paused = true;
  allowed = true;
  failure: DOMException | null = null;
  play = vi.fn(() => {
    if (!this.allowed) return Promise.reject(new DOMException('No gesture yet', 'NotAllowedError'));
    this.paused = false;
    return this.failure ? Promise.reject(this.failure) : Promise.resolve();
  });
  pause = vi.fn(() => {
    this.paused = true;
  });
  load = vi.fn();
  removeAttribute = vi.fn(() => {
    this.src = '';
  });
  end() {
    this.paused = true;
    this.dispatchEvent(new Event('ended'));
  }
}

const storedPaused = () => window.localStorage.getItem(StorageKey.musicPaused);

describe('the music player (§2)', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts with a random song and plays it when the member has not paused the music', async () => {
    const audio = new FakeAudio();
    const player = createMusicPlayer(audio, randoms(0.5));
    player.start(songs);
    await settle();
    expect(player.get()).toEqual({ song: b, playing: true });
    expect(audio.src).toBe(songUrl(b));
    expect(storedPaused()).toBeNull();
  });

  it('shows the paused state without storing it when the browser refuses to autoplay; Play then plays', async () => {
    const audio = new FakeAudio();
    audio.allowed = false;
    const player = createMusicPlayer(audio, randoms(0));
    player.start(songs);
    expect(player.get()).toEqual({ song: a, playing: false });
    await settle();
    expect(player.get().playing).toBe(false);
    expect(storedPaused()).toBeNull();

    audio.allowed = true;
    player.play();
    await settle();
    expect(player.get()).toEqual({ song: a, playing: true });
    expect(storedPaused()).toBeNull();
  });

  it('stays paused on load when the member paused the music', () => {
    window.localStorage.setItem(StorageKey.musicPaused, 'true');
    const audio = new FakeAudio();
    const player = createMusicPlayer(audio, randoms(0));
    player.start(songs);
    expect(player.get()).toEqual({ song: a, playing: false });
    expect(audio.play).not.toHaveBeenCalled();
  });

  it('stores musicPaused on Pause and clears it on Play', async () => {
    const audio = new FakeAudio();
    const player = createMusicPlayer(audio, randoms(0));
    player.start(songs);
    player.pause();
    expect(audio.paused).toBe(true);
    expect(player.get().playing).toBe(false);
    expect(storedPaused()).toBe('true');
    player.play();
    await settle();
    expect(audio.paused).toBe(false);
    expect(player.get().playing).toBe(true);
    expect(storedPaused()).toBeNull();
  });

  it('plays another random song when one ends or on Next, but only while playing', () => {
    const audio = new FakeAudio();
    const player = createMusicPlayer(audio, randoms(0, 0.99, 0));
    player.start(songs);
    audio.end();
    expect(player.get()).toEqual({ song: c, playing: true });
    player.next();
    expect(player.get()).toEqual({ song: a, playing: true });
    expect(audio.src).toBe(songUrl(a));

    player.pause();
    player.next();
    audio.end();
    expect(player.get()).toEqual({ song: a, playing: false });
    expect(audio.play).toHaveBeenCalledTimes(3);
  });

  it('goes back to paused when a song cannot play, but not when a pause interrupts its start', async () => {
    const audio = new FakeAudio();
    const player = createMusicPlayer(audio, randoms(0));
    player.start(songs);
    audio.failure = new DOMException('Interrupted', 'AbortError');
    player.next();
    await settle();
    expect(player.get().playing).toBe(true);
    audio.failure = new DOMException('Bad file', 'NotSupportedError');
    player.next();
    await settle();
    expect(player.get().playing).toBe(false);
  });

  it('stops and forgets the song on stop; a new start picks afresh', () => {
    const audio = new FakeAudio();
    const player = createMusicPlayer(audio, randoms(0, 0.99));
    player.start(songs);
    player.stop();
    expect(audio.paused).toBe(true);
    expect(audio.src).toBe('');
    expect(player.get()).toEqual({ song: null, playing: false });
    player.start(songs);
    expect(player.get()).toEqual({ song: c, playing: true });
  });
});
