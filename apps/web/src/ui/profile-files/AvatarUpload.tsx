import { useId, useRef, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { routes } from '@nexus/contracts';
import { api } from '../../api/client';
import { acceptFor, uploadHint } from '../../api/uploads';
import { useSession } from '../../lib/session/useSession';
import { refreshMemberData } from '../../lib/queryData';
import { toast } from '../toast/toast';
import { useUpload } from './useUpload';

export const AvatarUploadLabels = {
  change: 'Change photo',
  uploading: 'Uploading your photo',
  done: 'Your new photo is on your profile',
} as const;

const route = routes.files.uploadAvatar;

/**
 * 'Change photo' for the signed-in member (the photo itself shows once, in the profile's header):
 * checks the file, uploads with progress, updates the session user.
 */
export function AvatarUpload() {
  const { user, updateUser } = useSession();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const { progress, uploading, error, uploadChosen } = useUpload(route.upload);
  if (!user) return null;

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const res = await uploadChosen(e, 'photo', (file, onUploadProgress) =>
      api.call(route, { params: { id: user.id }, file }, { handleError: true, silent: true, onUploadProgress }),
    );
    if (!res) return;
    await updateUser(res);
    void refreshMemberData(queryClient);
    toast.success(AvatarUploadLabels.done);
  };

  return (
    <Stack spacing={1.5} sx={{ width: 'fit-content', maxWidth: '100%' }}>
      <Box>
        <input
          ref={input}
          type="file"
          hidden
          accept={acceptFor(route.upload)}
          onChange={(e) => void onFile(e)}
          aria-describedby={helpId}
        />
        <Button
          variant="outlined"
          size="small"
          startIcon={<PhotoCameraOutlined />}
          onClick={() => input.current?.click()}
          loading={uploading}
          aria-describedby={helpId}
        >
          {AvatarUploadLabels.change}
        </Button>
        {uploading ? (
          <LinearProgress variant="determinate" value={progress ?? 0} aria-label={AvatarUploadLabels.uploading} sx={{ mt: 1 }} />
        ) : null}
        <FormHelperText id={helpId} error={Boolean(error)} sx={{ maxWidth: 260 }}>
          {error ?? uploadHint(route.upload)}
        </FormHelperText>
      </Box>
    </Stack>
  );
}
