import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
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
  region: 'Music player',
  play: 'Play music',
  pause: 'Pause music',
  next: 'Next song',
} as const;

const CARD_HEIGHT_PX = 56;
const GAP_PX = { xs: 16, md: 24 };
const bottom = (gap: number) => `calc(${gap}px + env(safe-area-inset-bottom))`;

/**
 * The background music of the signed-in frame (§2), at the bottom left. It stays mounted while hidden, so the music
 * goes on across pages that do not show it.
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

  useEffect(() => {
    if (allowed && songs) player.start(songs);
  }, [allowed, songs, player]);
  useEffect(() => player.stop, [player]);

  if (!song || musicHiddenOn(pathname, isDevice)) return null;

  return (
    <>
      {/* Room below the page, so its end can scroll out from under the card. */}
      <Box aria-hidden sx={{ flexShrink: 0, height: { xs: CARD_HEIGHT_PX + GAP_PX.xs, md: CARD_HEIGHT_PX + GAP_PX.md } }} />
      <Paper
        role="region"
        aria-label={MusicLabels.region}
        elevation={6}
        sx={{
          position: 'fixed',
          left: GAP_PX,
          bottom: { xs: bottom(GAP_PX.xs), md: bottom(GAP_PX.md) },
          // Under the chat dock: where an open chat reaches this far left (narrow desktops), the chat wins.
          zIndex: (t) => t.zIndex.speedDial - 1,
          width: `min(280px, calc(100vw - ${2 * GAP_PX.xs}px))`,
          height: CARD_HEIGHT_PX,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          pl: 1,
          pr: 0.5,
          borderRadius: 3,
        }}
      >
        <Avatar aria-hidden sx={{ width: 40, height: 40, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
          <MusicNoteOutlined />
        </Avatar>
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
      </Paper>
    </>
  );
}
