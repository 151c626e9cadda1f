import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LibraryMusicOutlined from '@mui/icons-material/LibraryMusicOutlined';
import MusicNoteOutlined from '@mui/icons-material/MusicNoteOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { PUBLIC_FILES_PATH, UPLOADS, routes, type MusicItem } from '@nexus/contracts';
import { api } from '../../../api/client';
import { acceptFor, uploadHint } from '../../../api/uploads';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState, PageHeading } from '../../../ui/Page';
import { toast } from '../../../ui/toast/toast';
import { adminKeys } from '../queries';

export const MusicText = {
  title: 'Music',
  description: 'The songs of the music widget, in the order they were added. Members hear one at random.',
  upload: 'Upload a song',
  songTitle: 'Title (optional)',
  songTitleHelp: 'The file name is used when empty.',
  uploading: (p: number) => `Uploading… ${p}%`,
  uploaded: 'Song added',
  removed: 'Song removed',
  remove: (title: string) => `Remove ${title}`,
  confirmTitle: 'Remove this song?',
  confirmBody: (title: string) => `${title} stops playing for everyone, and its file is deleted.`,
  empty: 'No songs yet',
  emptyBody: 'Upload a song: the music widget plays for members once there is one.',
  failed: 'The songs could not be loaded.',
} as const;

/** /admin/music: list, upload (with progress) and remove the music widget's songs. */
export function MusicPage() {
  const queryClient = useQueryClient();
  const songs = useQuery({ queryKey: adminKeys.songs, queryFn: () => api.call(routes.music.list, undefined, { silent: true }) });
  const input = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState<MusicItem | null>(null);
  const T = MusicText;

  const upload = useMutation({
    mutationFn: (file: File) =>
      api.call(
        routes.music.upload,
        { query: title.trim() ? { title: title.trim() } : {}, file },
        { onUploadProgress: setProgress },
      ),
    onMutate: () => setProgress(0),
    onSuccess: () => {
      setTitle('');
      toast.success(T.uploaded);
    },
    onSettled: () => {
      setProgress(null);
      if (input.current) input.current.value = '';
      return queryClient.invalidateQueries({ queryKey: adminKeys.songs });
    },
  });

  const remove = useMutation({
    mutationFn: (song: MusicItem) => api.call(routes.music.remove, { params: { id: song.id } }),
    onSuccess: () => toast.success(T.removed),
    onSettled: () => {
      setRemoving(null);
      return queryClient.invalidateQueries({ queryKey: adminKeys.songs });
    },
  });

  const list = songs.data ?? [];
  return (
    <>
      <PageHeading title={T.title} description={T.description} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={T.songTitle}
            helperText={T.songTitleHelp}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 80 } }}
            sx={{ flex: '1 1 220px' }}
          />
          <Button
            variant="contained"
            startIcon={<UploadFileOutlined />}
            onClick={() => input.current?.click()}
            loading={upload.isPending}
          >
            {T.upload}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept={acceptFor(UPLOADS.music)}
            aria-label={T.upload}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
            }}
          />
        </Box>
        <Typography variant="caption" color="text.secondary">
          {uploadHint(UPLOADS.music)}
        </Typography>
        {progress !== null ? (
          <Box sx={{ mt: 1.5 }}>
            <LinearProgress variant="determinate" value={progress} aria-label={T.uploading(progress)} />
            <Typography variant="caption" color="text.secondary" role="status">
              {T.uploading(progress)}
            </Typography>
          </Box>
        ) : null}
      </Paper>
      {songs.isPending ? (
        <Skeleton variant="rounded" height={180} />
      ) : list.length === 0 ? (
        <EmptyState icon={<LibraryMusicOutlined />} title={songs.isError ? T.failed : T.empty}>
          {T.emptyBody}
        </EmptyState>
      ) : (
        <Paper variant="outlined">
          <List aria-label="Songs">
            {list.map((song) => (
              <ListItem
                key={song.id}
                divider
                secondaryAction={
                  <IconButton edge="end" aria-label={T.remove(song.title)} onClick={() => setRemoving(song)}>
                    <DeleteOutlined />
                  </IconButton>
                }
              >
                <ListItemIcon>
                  <MusicNoteOutlined />
                </ListItemIcon>
                <ListItemText
                  primary={song.title}
                  secondary={
                    <audio
                      controls
                      preload="none"
                      src={`${PUBLIC_FILES_PATH}/${song.Key}`}
                      style={{ height: 32, maxWidth: '100%' }}
                    >
                      <track kind="captions" />
                    </audio>
                  }
                  slotProps={{ secondary: { component: 'div', sx: { mt: 0.5 } } }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <ConfirmDialog
        open={Boolean(removing)}
        title={T.confirmTitle}
        okLabel="Remove"
        okColor="error"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        {removing ? T.confirmBody(removing.title) : null}
      </ConfirmDialog>
    </>
  );
}
