import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import WorkOutline from '@mui/icons-material/WorkOutlined';
import { routes, type Experience, type Profile } from '@nexus/contracts';
import { api } from '../../../api/client';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatDateRange, joinParts, moveItem, moveLabel, roleAtCompany } from '../../../lib/people/format';
import { peopleKeys } from '../../../lib/people/queries';
import { toast } from '../../../ui/toast/toast';
import { ExperienceDialog, ExperienceLabels } from './ExperienceDialog';
import { OwnerHint, ProseText, SectionCard } from './SectionCard';
import { visuallyHidden } from '../../../ui/visuallyHidden';

export const ExperienceSectionLabels = {
  heading: 'Experience',
  add: ExperienceLabels.addTitle,
  removeTitle: 'Remove this experience?',
  remove: 'Remove',
  removed: 'Experience removed',
  empty: 'Add the roles you have held, so people know what you have worked on.',
} as const;

const nameOf = (e: Experience) => roleAtCompany(e.title, e.companyName) ?? e.title;

/** The member's experiences; the owner adds, edits, reorders and removes them. */
export function ExperienceSection({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const owner = profile.isOwner;
  const experiences = profile.experiences;
  const [dialogOpen, setDialogOpen] = useState(false);
  /** Kept while the dialog closes, so its title does not change under the transition. */
  const [editing, setEditingExperience] = useState<Experience | null>(null);
  const setEditing = (target: { experience: Experience | null } | null) => {
    if (target) setEditingExperience(target.experience);
    setDialogOpen(target !== null);
  };
  const [removing, setRemoving] = useState<Experience | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** After a move, the button to give focus back to (the moved item's, or its other arrow at an end). */
  const focusAfterMove = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());

  const setExperiences = (list: Experience[]) =>
    queryClient.setQueryData<Profile>(peopleKeys.profile(profile.userId), (old) => (old ? { ...old, experiences: list } : old));

  const reorder = useMutation({
    mutationFn: (ids: string[]) =>
      api.call(routes.profiles.reorderExperiences, { params: { id: profile.userId }, body: { ids } }),
    onMutate: (ids) => {
      const previous = experiences;
      const byId = new Map(previous.map((e) => [e.id, e]));
      setExperiences(ids.map((id) => byId.get(id)!).filter(Boolean));
      return { previous };
    },
    onError: (_error, _ids, ctx) => {
      if (ctx) setExperiences(ctx.previous);
    },
    onSuccess: (list) => setExperiences(list),
  });

  const remove = useMutation({
    mutationFn: (experience: Experience) =>
      api.call(routes.profiles.removeExperience, { params: { id: profile.userId, experienceId: experience.id } }),
    onSuccess: (list) => {
      setExperiences(list);
      setRemoving(null);
      toast.success(ExperienceSectionLabels.removed);
    },
  });

  const move = (index: number, direction: 'up' | 'down') => {
    const experience = experiences[index];
    if (!experience) return;
    const ids = moveItem(
      experiences.map((e) => e.id),
      index,
      direction === 'up' ? -1 : 1,
    );
    const position = ids.indexOf(experience.id) + 1;
    const atEnd = (direction === 'up' && position === 1) || (direction === 'down' && position === ids.length);
    focusAfterMove.current = { id: experience.id, direction: atEnd ? (direction === 'up' ? 'down' : 'up') : direction };
    setAnnouncement(`${nameOf(experience)} moved to position ${position} of ${ids.length}`);
    reorder.mutate(ids);
  };

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    buttons.current.get(`${target.id}:${target.direction}`)?.focus();
  }, [experiences]);

  if (!owner && experiences.length === 0) return null;

  return (
    <SectionCard
      title={ExperienceSectionLabels.heading}
      action={
        owner ? (
          <Button startIcon={<AddIcon />} onClick={() => setEditing({ experience: null })} size="small">
            {ExperienceSectionLabels.add}
          </Button>
        ) : null
      }
    >
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {experiences.length === 0 ? <OwnerHint>{ExperienceSectionLabels.empty}</OwnerHint> : null}
      <Stack component="ol" divider={<Divider component="li" aria-hidden />} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {experiences.map((experience, index) => {
          const name = nameOf(experience);
          return (
            <Box
              component="li"
              key={experience.id}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '44px minmax(0, 1fr)', md: '44px minmax(0, 1fr) auto' },
                gridTemplateAreas: { xs: '"icon text" ". controls"', md: '"icon text controls"' },
                columnGap: 2,
                rowGap: 0.5,
                alignItems: 'start',
              }}
            >
              <Box
                aria-hidden
                sx={{
                  gridArea: 'icon',
                  width: 44,
                  height: 44,
                  flexShrink: 0,
                  borderRadius: 2,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'action.hover',
                  color: 'primary.main',
                }}
              >
                <WorkOutline />
              </Box>
              <Box sx={{ gridArea: 'text', minWidth: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {experience.title}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {experience.companyName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {joinParts([formatDateRange(experience.startDate, experience.endDate), experience.location], ' · ')}
                </Typography>
                {experience.description ? (
                  <Box sx={{ mt: 1 }}>
                    <ProseText variant="body2">{experience.description}</ProseText>
                  </Box>
                ) : null}
              </Box>
              {owner ? (
                <Stack
                  direction="row"
                  spacing={0.25}
                  sx={{ gridArea: 'controls', ml: { xs: -1, md: 0 }, mr: { md: -1 }, mt: { md: -0.5 } }}
                >
                  <Tooltip title="Move up">
                    <span>
                      <IconButton
                        size="small"
                        aria-label={moveLabel(experience, 'up')}
                        disabled={index === 0}
                        onClick={() => move(index, 'up')}
                        ref={(el) => {
                          buttons.current.set(`${experience.id}:up`, el);
                        }}
                      >
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Move down">
                    <span>
                      <IconButton
                        size="small"
                        aria-label={moveLabel(experience, 'down')}
                        disabled={index === experiences.length - 1}
                        onClick={() => move(index, 'down')}
                        ref={(el) => {
                          buttons.current.set(`${experience.id}:down`, el);
                        }}
                      >
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Edit">
                    <IconButton size="small" aria-label={`Edit ${name}`} onClick={() => setEditing({ experience })}>
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Remove">
                    <IconButton size="small" aria-label={`Remove ${name}`} onClick={() => setRemoving(experience)}>
                      {remove.isPending && remove.variables?.id === experience.id ? (
                        <CircularProgress size={18} aria-hidden />
                      ) : (
                        <DeleteOutlineIcon fontSize="small" />
                      )}
                    </IconButton>
                  </Tooltip>
                </Stack>
              ) : null}
            </Box>
          );
        })}
      </Stack>
      {owner ? (
        <>
          <ExperienceDialog profile={profile} experience={editing} open={dialogOpen} onClose={() => setEditing(null)} />
          <ConfirmDialog
            open={removing !== null}
            title={ExperienceSectionLabels.removeTitle}
            okLabel={ExperienceSectionLabels.remove}
            okColor="error"
            busy={remove.isPending}
            onCancel={() => setRemoving(null)}
            onConfirm={() => removing && remove.mutate(removing)}
          >
            {removing ? `${nameOf(removing)} will be removed from your profile.` : null}
          </ConfirmDialog>
        </>
      ) : null}
    </SectionCard>
  );
}
