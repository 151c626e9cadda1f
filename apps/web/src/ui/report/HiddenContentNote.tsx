import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { ModerationText } from '@nexus/contracts';

/** The small warning an owner sees on their content that moderation hid (the API sends `hidden: true` to owners only). */
export function HiddenContentNote({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Alert severity="warning" variant="outlined" sx={[{ py: 0, px: 1.5, fontSize: 13 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {ModerationText.contentHidden}
    </Alert>
  );
}
