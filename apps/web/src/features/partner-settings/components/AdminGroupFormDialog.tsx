import { useCallback } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { AdminGroupsText, adminRoleCreateSchema, routes, type AdminRole } from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { useSession } from '../../../lib/session/useSession';
import { FormDialog, useResetOnOpen } from '../../../ui/FormDialog';
import { FormTextField, applyIssues } from '../../../ui/forms';
import { toast } from '../../../ui/toast/toast';
import { useFunctions, useHeldFunctions, useRefreshAdminGroups } from './AdminGroupData';
import { AdminGroupFunctionToggles, FunctionToggleText } from '../../../ui/AdminGroupFunctionToggles';

export const AdminGroupFormText = {
  name: 'Name',
  description: 'Description',
  create: 'Create',
} as const;

const formSchema = adminRoleCreateSchema.pick({ name: true, description: true }).extend({ functionIds: z.array(z.string()) });
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = ['name', 'description'] as const;

const defaults = (group: AdminRole | null): FormValues => ({
  name: group?.name ?? '',
  description: group?.description ?? '',
  functionIds: [],
});

interface Props {
  partnerId: string;
  /** The group to edit; null to create one. */
  group: AdminRole | null;
  open: boolean;
  onClose: () => void;
}

/** Create Admin Group (name, description and its functions) or Edit Admin Group (name and description). */
export function AdminGroupFormDialog({ partnerId, group, open, onClose }: Props) {
  const me = useSession().user?.id ?? '';
  const refresh = useRefreshAdminGroups();
  const functions = useFunctions();
  const held = useHeldFunctions();
  const form = useForm<FormValues, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: defaults(group) });
  const { control, handleSubmit, formState, reset, setError } = form;
  useResetOnOpen(
    open,
    useCallback(() => reset(defaults(group)), [group, reset]),
  );
  const { isDirty, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ name, description, functionIds }) => {
    const body = { name, description: description ?? '' };
    const saved = group
      ? await api.call(
          routes.partnerAdmin.updateGroup,
          { params: { roleId: group.id, userId: me }, body },
          { silent: true, handleError: true },
        )
      : await api.call(routes.partnerAdmin.createGroup, { params: { partnerId }, body }, { silent: true, handleError: true });
    if (isHandledError(saved)) {
      if (!applyIssues(saved.issues, FIELDS, setError)) toast.error(saved.message);
      return;
    }
    if (!group && functionIds.length > 0) {
      const granted = await api.call(
        routes.partnerAdmin.setFunctions,
        {
          params: { roleId: saved.id, userId: me },
          body: { adminRoleId: saved.id, userRoleFunctions: functionIds.map((functionId) => ({ functionId })) },
        },
        { handleError: true },
      );
      if (isHandledError(granted)) {
        await refresh();
        onClose();
        return;
      }
    }
    await refresh();
    toast.success(group ? AdminGroupsText.updated : AdminGroupsText.created);
    onClose();
  });

  const L = AdminGroupFormText;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={group ? AdminGroupsText.editAdminGroup : AdminGroupsText.createAdminGroup}
      onSubmit={onSubmit}
      isDirty={isDirty}
      isSubmitting={isSubmitting}
      labels={group ? undefined : { save: L.create }}
      discardMessage="What you typed for this admin group will be lost."
      maxWidth={false}
      paperMaxWidth={560}
    >
      <Stack spacing={2.5} sx={{ py: 1 }}>
        <FormTextField form={form} name="name" label={L.name} autoFocus autoComplete="off" />
        <FormTextField form={form} name="description" label={L.description} optional multiline minRows={2} />
        {group ? null : (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {FunctionToggleText.legend}
            </Typography>
            <Controller
              control={control}
              name="functionIds"
              render={({ field }) => (
                <AdminGroupFunctionToggles
                  functions={functions.data}
                  value={field.value}
                  onChange={field.onChange}
                  held={held.names}
                />
              )}
            />
          </>
        )}
      </Stack>
    </FormDialog>
  );
}
