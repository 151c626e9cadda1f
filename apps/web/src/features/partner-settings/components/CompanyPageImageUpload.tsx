import { useId, useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import { routes, type CompanyImageKind, type CompanyProfile } from '@nexus/contracts';
import { api } from '../../../api/client';
import { acceptFor, uploadHint } from '../../../api/uploads';
import { useUpload } from '../../../ui/profile-files';
import { toast } from '../../../ui/toast/toast';

const route = routes.files.uploadCompanyImage;

export const CompanyImageLabels = {
  logo: { upload: 'Upload logo', uploading: 'Uploading the logo', done: 'Your new logo is on the company page' },
  banner: { upload: 'Upload banner', uploading: 'Uploading the banner', done: 'Your new banner is on the company page' },
} as const;

/** 'Upload logo' / 'Upload banner': checks the file, uploads with progress; the page has it once it answers. */
export function CompanyPageImageUpload({
  partnerId,
  kind,
  onUploaded,
}: {
  partnerId: string;
  kind: CompanyImageKind;
  onUploaded: (company: CompanyProfile) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const labels = CompanyImageLabels[kind];
  const { progress, uploading, error, uploadChosen } = useUpload(route.upload);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const res = await uploadChosen(e, kind, (file, onUploadProgress) =>
      api.call(route, { params: { id: partnerId, kind }, file }, { handleError: true, silent: true, onUploadProgress }),
    );
    if (!res) return;
    onUploaded(res);
    toast.success(labels.done);
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptFor(route.upload)}
        onChange={(e) => void onFile(e)}
        aria-describedby={helpId}
        data-testid={`company-${kind}-file`}
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
        {error ?? uploadHint(route.upload)}
      </FormHelperText>
    </Box>
  );
}
