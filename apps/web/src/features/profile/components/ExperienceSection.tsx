import { useState } from 'react';
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
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import WorkOutline from '@mui/icons-material/WorkOutlined';
import { routes, type Experience, type Profile } from '@nexus/contracts';
import { api } from '../../../api/client';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatDateRange, joinParts, roleAtCompany } from '../../../lib/people/format';
import { profileKeys } from '../../../lib/people/queries';
import { toast } from '../../../ui/toast/toast';
import { ExperienceDialog, ExperienceLabels } from './ExperienceDialog';
import { OwnerHint, ProseText, SectionCard } from './SectionCard';

export const ExperienceSectionLabels = {
  heading: 'Experience',
  add: ExperienceLabels.addTitle,
  removeTitle: 'Remove this experience?',
  remove: 'Remove',
  removed: 'Experience removed',
  empty: 'Add the roles you have held, so people know what you have worked on.',
} as const;

const nameOf = (e: Experience) => roleAtCompany(e.title, e.companyName) ?? e.title;

/** The member's experiences, in the API's date order; the owner adds, edits and removes them. */
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
  const setExperiences = (list: Experience[]) =>
    queryClient.setQueryData<Profile>(profileKeys.detail(profile.userId), (old) => (old ? { ...old, experiences: list } : old));

  const remove = useMutation({
    mutationFn: (experience: Experience) =>
      api.call(routes.profiles.removeExperience, { params: { id: profile.userId, experienceId: experience.id } }),
    onSuccess: (list) => {
      setExperiences(list);
      setRemoving(null);
      toast.success(ExperienceSectionLabels.removed);
    },
  });

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
      {experiences.length === 0 ? <OwnerHint>{ExperienceSectionLabels.empty}</OwnerHint> : null}
      <Stack component="ol" divider={<Divider component="li" aria-hidden />} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {experiences.map((experience) => {
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
