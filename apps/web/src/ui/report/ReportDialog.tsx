import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ErrorCode,
  MODERATION_LIMITS,
  REPORT_CATEGORIES,
  REPORT_CATEGORY_LABEL,
  routes,
  type ReportCategory,
  type ReportSubject,
} from '@nexus/contracts';
import { api, isHandledError } from '../../api/client';
import { toast } from '../toast/toast';
import { ReportLabels } from './reportText';

export interface ReportTarget {
  type: ReportSubject;
  id: string;
  /** The member's name, when the target is a member ("Report Ada Lovelace"). */
  name?: string;
}

/**
 * The report dialog every area shares (a post, a comment, a job, a member): a category, an optional reason, Submit.
 * The server's receipt is the success toast; a second report of the same target says it is already reported.
 */
export function ReportDialog({ open, target, onClose }: { open: boolean; target: ReportTarget; onClose: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const categoryLabelId = useId();
  const [category, setCategory] = useState<ReportCategory | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);

  // Every opening starts empty (reset while rendering the opening, not in an effect after it).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setCategory(null);
      setReason('');
      setReasonError(null);
    }
  }

  const close = () => {
    if (!busy) onClose();
  };

  async function submit() {
    if (!category || busy) return;
    setBusy(true);
    const trimmed = reason.trim();
    const res = await api.call(
      routes.reports.create,
      { body: { targetType: target.type, targetId: target.id, category, reason: trimmed ? trimmed : undefined } },
      { silent: true, handleError: true },
    );
    setBusy(false);
    if (!isHandledError(res)) {
      toast.success(res.message);
      onClose();
      return;
    }
    if (res.code === ErrorCode.AlreadyReported) {
      toast.info(res.message);
      onClose();
      return;
    }
    const issue = res.issues.find((i) => i.field.endsWith('reason'));
    if (issue) setReasonError(issue.message);
    toast.error(res.message);
  }

  const left = MODERATION_LIMITS.reasonMaxLength - reason.length;
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="sm"
      fullWidth
      slotProps={{
        paper: {
          component: 'form',
          noValidate: true,
          onSubmit: (e: FormEvent) => {
            e.preventDefault();
            void submit();
          },
        } as object,
      }}
    >
      <DialogTitle id={titleId}>{ReportLabels.title(target)}</DialogTitle>
      <DialogContent dividers>
        <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {ReportLabels.intro}
        </Typography>
        <FormControl component="fieldset" required fullWidth>
          <FormLabel id={categoryLabelId} component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
            {ReportLabels.category}
          </FormLabel>
          <RadioGroup
            aria-labelledby={categoryLabelId}
            name="category"
            value={category ?? ''}
            onChange={(e) => setCategory(e.target.value as ReportCategory)}
          >
            {REPORT_CATEGORIES.map((c) => (
              <FormControlLabel key={c} value={c} control={<Radio size="small" />} label={REPORT_CATEGORY_LABEL[c]} />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label={ReportLabels.reason}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError(null);
          }}
          multiline
          minRows={3}
          maxRows={8}
          fullWidth
          sx={{ mt: 2 }}
          error={reasonError !== null}
          helperText={reasonError ?? ReportLabels.charactersLeft(left)}
          slotProps={{ htmlInput: { maxLength: MODERATION_LIMITS.reasonMaxLength } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={close} disabled={busy}>
          {ReportLabels.cancel}
        </Button>
        <Button type="submit" variant="contained" loading={busy} disabled={category === null}>
          {ReportLabels.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
