import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { routes, type ResumeProposal } from '@nexus/contracts';
import { api, isHandledError } from '../../api/client';
import { useProfile } from '../../lib/people/queries';
import { acceptedProposals, proposalItems, type ProposalItem } from '../../lib/resumeProposals';

export const ResumeProposalLabels = {
  title: 'We read your resume',
  intro: 'Tick what to add to your profile: nothing changes until you choose. You can change any of it later.',
  replaces: 'Replaces',
  fill: 'Fill my profile',
  notNow: 'Not now',
  nothing: 'We found nothing to add from this resume. Fill in your profile yourself.',
} as const;

/**
 * The ticked proposals and the call that applies them. Nothing starts ticked: a resume never overwrites
 * the profile (its headline, its about text) unless the member asks for it.
 */
function useProposalSelection(proposals: ResumeProposal | null | undefined, userId: string, onApplied: () => void) {
  const profile = useProfile(userId).data;
  const items = useMemo(() => proposalItems(proposals, profile ?? {}), [proposals, profile]);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const checked = useMemo(() => new Set(items.map((i) => i.key).filter((k) => ticked.has(k))), [items, ticked]);
  const toggle = (key: string) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const apply = async () => {
    setBusy(true);
    const res = await api.call(
      routes.files.applyResumeImport,
      { params: { id: userId }, body: acceptedProposals(items, checked) },
      { handleError: true },
    );
    setBusy(false);
    if (!isHandledError(res)) onApplied();
  };
  return { items, checked, toggle, apply, busy };
}

function ProposalChecklist({
  items,
  checked,
  toggle,
}: {
  items: ProposalItem[];
  checked: ReadonlySet<string>;
  toggle: (key: string) => void;
}) {
  if (items.length === 0) return <Typography color="text.secondary">{ResumeProposalLabels.nothing}</Typography>;
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Proposed from your resume">
      {items.map((item) => (
        <Box component="li" key={item.key}>
          <FormControlLabel
            sx={{ alignItems: 'flex-start', mx: 0 }}
            control={<Checkbox checked={checked.has(item.key)} onChange={() => toggle(item.key)} sx={{ mt: -0.75 }} />}
            label={
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {item.label}
                </Typography>
                <Typography component="span" sx={{ display: 'block', overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {item.value}
                </Typography>
                {item.kind === 'field' && item.replaces ? (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    sx={{ display: 'block', overflowWrap: 'anywhere', fontStyle: 'italic' }}
                  >
                    {ResumeProposalLabels.replaces} “{item.replaces}”
                  </Typography>
                ) : null}
              </Box>
            }
          />
        </Box>
      ))}
    </Stack>
  );
}

export interface ResumeProposalsProps {
  userId: string;
  proposals: ResumeProposal | null | undefined;
  /** After applyResumeImport succeeded (the 'profile updated' event follows). */
  onApplied: () => void;
}

/** The proposals inline (the sign-up step): the checklist and 'Fill my profile'. */
export function ResumeProposalsInline({ userId, proposals, onApplied }: ResumeProposalsProps) {
  const { items, checked, toggle, apply, busy } = useProposalSelection(proposals, userId, onApplied);
  return (
    <Stack spacing={1.5}>
      <Typography role="status">
        <strong>{ResumeProposalLabels.title}.</strong> {ResumeProposalLabels.intro}
      </Typography>
      <ProposalChecklist items={items} checked={checked} toggle={toggle} />
      {items.length > 0 ? (
        <Box>
          <Button variant="contained" color="secondary" onClick={() => void apply()} loading={busy} disabled={checked.size === 0}>
            {ResumeProposalLabels.fill}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

/** The proposals from a resume, each with a checkbox (none ticked); 'Fill my profile' applies the ticked ones. */
export function ResumeProposalsDialog({
  open,
  onClose,
  ...props
}: ResumeProposalsProps & { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={false}
      fullScreen={phone}
      aria-labelledby="resume-proposals-title"
      slotProps={{ paper: { sx: phone ? undefined : { maxWidth: 600 } } }}
    >
      {/* Remounted per opening: nothing ticked again. */}
      {open ? <DialogBody {...props} onClose={onClose} /> : null}
    </Dialog>
  );
}

function DialogBody({ userId, proposals, onApplied, onClose }: ResumeProposalsProps & { onClose: () => void }) {
  const { items, checked, toggle, apply, busy } = useProposalSelection(proposals, userId, onApplied);
  return (
    <>
      <DialogTitle id="resume-proposals-title">{ResumeProposalLabels.title}</DialogTitle>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {ResumeProposalLabels.intro}
        </Typography>
        <ProposalChecklist items={items} checked={checked} toggle={toggle} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {ResumeProposalLabels.notNow}
        </Button>
        {items.length > 0 ? (
          <Button variant="contained" onClick={() => void apply()} loading={busy} disabled={checked.size === 0}>
            {ResumeProposalLabels.fill}
          </Button>
        ) : null}
      </DialogActions>
    </>
  );
}
