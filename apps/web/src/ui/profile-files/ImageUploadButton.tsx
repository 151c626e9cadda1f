import { useId, useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import type { UploadContract } from '@nexus/contracts';
import type { HandledError } from '../../api/client';
import { acceptFor, uploadHint } from '../../api/uploads';
import { useUpload } from './useUpload';

export interface ImageUploadButtonProps<R> {
  upload: UploadContract;
  /** The button, and the progress bar's label while sending. */
  labels: { upload: string; uploading: string };
  /** What the image is, in a refusal ('The logo must be …'). */
  what: string;
  send: (file: File, onUploadProgress: (percent: number) => void) => Promise<R | HandledError>;
  onUploaded: (result: R) => void;
  testId: string;
}

/** An upload button for one image: checks the file, sends it with progress, shows a refusal under it. */
export function ImageUploadButton<R>({ upload, labels, what, send, onUploaded, testId }: ImageUploadButtonProps<R>) {
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const { progress, uploading, error, uploadChosen } = useUpload(upload);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const res = await uploadChosen(e, what, send);
    if (res) onUploaded(res);
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptFor(upload)}
        onChange={(e) => void onFile(e)}
        aria-describedby={helpId}
        data-testid={testId}
      />
      <Button
        variant="outlined"
        startIcon={<FileUploadOutlined />}
        onClick={() => input.current?.click()}
        loading={uploading}
        aria-describedby={helpId}
      >
        {labels.upload}
      </Button>
      {uploading ? (
        <LinearProgress variant="determinate" value={progress ?? 0} aria-label={labels.uploading} sx={{ mt: 1, maxWidth: 260 }} />
      ) : null}
      <FormHelperText id={helpId} error={Boolean(error)} sx={{ maxWidth: 320 }}>
        {error ?? uploadHint(upload)}
      </FormHelperText>
    </Box>
  );
}
