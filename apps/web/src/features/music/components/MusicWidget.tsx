import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import GraphicEqRounded from '@mui/icons-material/GraphicEqRounded';
import MusicNoteOutlined from '@mui/icons-material/MusicNoteOutlined';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import SkipNextRounded from '@mui/icons-material/SkipNextRounded';
import { Text } from '@nexus/contracts';
import { useIsDevice } from '../../../lib/device';
import { useSession } from '../../../lib/session/useSession';
import { musicAllowedFor, musicHiddenOn } from '../music';
import { createMusicPlayer } from '../player';
import { useSongs } from '../queries';

export const MusicLabels = {
  player: 'Music player',
  open: 'Show the music player',
  play: 'Play music',
  pause: 'Pause music',
  next: 'Next song',
} as const;

/**
 * The background music of the signed-in frame (§2): a music button in the app bar (the note, or a sound wave while a
 * song plays) that opens the player card (caption, song, play or pause, next) below it. Nothing of it floats over the
 * page. It stays mounted while hidden, so the music goes on across pages that do not show it.
 */
export function MusicWidget() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const isDevice = useIsDevice();
  const allowed = Boolean(user && musicAllowedFor(user));
  const songs = useSongs(allowed).data;
  const [player] = useState(() => {
    // A song is fetched when it plays, not on every page load of a member who keeps the music paused.
    const audio = new Audio();
    audio.preload = 'none';
    return createMusicPlayer(audio);
  });
  const { song, playing } = useSyncExternalStore(player.subscribe, player.get);
  /** The music button while the card is open below it. */
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const cardId = useId();

  useEffect(() => {
    if (allowed && songs) player.start(songs);
  }, [allowed, songs, player]);
  useEffect(() => player.stop, [player]);

  if (!song || musicHiddenOn(pathname, isDevice)) return null;

  return (
    <>
      <IconButton
        aria-label={MusicLabels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? cardId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'secondary.main' }}
      >
        {playing ? <GraphicEqRounded /> : <MusicNoteOutlined />}
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: cardId,
            role: 'dialog',
            'aria-label': MusicLabels.player,
            sx: { display: 'flex', alignItems: 'center', gap: 1, width: 'min(300px, calc(100vw - 32px))', p: 1, pl: 2 },
          },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" component="p" color="secondary" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {Text.musicCaption}
          </Typography>
          <Typography variant="body2" noWrap title={song.title} aria-live="polite" sx={{ fontWeight: 600 }}>
            {song.title}
          </Typography>
        </Box>
        <IconButton
          color="primary"
          aria-label={playing ? MusicLabels.pause : MusicLabels.play}
          onClick={playing ? player.pause : player.play}
        >
          {playing ? <PauseRounded /> : <PlayArrowRounded />}
        </IconButton>
        <IconButton aria-label={MusicLabels.next} onClick={player.next} disabled={!playing}>
          <SkipNextRounded />
        </IconButton>
      </Popover>
    </>
  );
}
