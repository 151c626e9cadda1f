import Chip from '@mui/material/Chip';
import { type ApplicationStage, ApplicationStageLabels } from '@nexus/contracts';

const COLOR = {
  received: 'default',
  viewed: 'info',
  shortlisted: 'primary',
  rejected: 'error',
  hired: 'success',
} as const satisfies Record<ApplicationStage, string>;

/** Where an application stands, as a chip. */
export function StageChip({ stage }: { stage: ApplicationStage }) {
  return <Chip size="small" label={ApplicationStageLabels[stage]} color={COLOR[stage]} variant="outlined" />;
}
