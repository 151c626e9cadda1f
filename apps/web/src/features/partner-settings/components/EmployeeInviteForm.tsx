import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { EmployeesText, ErrorCode, routes, sendInvitationBodySchema } from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { useSession } from '../../../lib/session/useSession';
import { FormTextField, applyIssues } from '../../../ui/forms';
import { toast } from '../../../ui/toast/toast';

export const InviteLabels = {
  heading: 'Invite',
  intro: 'Invite someone who is not on Nexus yet: they get an e-mail with a link, and join as a verified employee.',
  email: 'E-mail',
  send: 'Send invitation',
} as const;

/** The Employees tab's invitation form: one e-mail, mailed a signed link to sign up as a verified employee. */
export function EmployeeInviteForm({ partnerId }: { partnerId: string }) {
  const { user } = useSession();
  const form = useForm({ resolver: zodResolver(sendInvitationBodySchema), defaultValues: { email: '' } });
  const { handleSubmit, formState, setError, reset } = form;

  const onSubmit = handleSubmit(async (body) => {
    if (!user) return;
    const res = await api.call(
      routes.invitations.send,
      { params: { id: user.id, adminId: user.id, companyId: partnerId }, body },
      { silent: true, handleError: true },
    );
    if (isHandledError(res)) {
      if (res.code === ErrorCode.Conflict) return setError('email', { type: 'server', message: res.message });
      if (!applyIssues(res.issues, ['email'] as const, setError)) toast.error(res.message);
      return;
    }
    toast.success(`${EmployeesText.invitationSent} to ${res.email}`);
    reset();
  });

  return (
    <Card component="section" aria-labelledby="employee-invite-heading">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="employee-invite-heading" variant="h3" component="h2" gutterBottom>
          {InviteLabels.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {InviteLabels.intro}
        </Typography>
        <Box
          component="form"
          onSubmit={onSubmit}
          noValidate
          aria-label="Invite an employee"
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: { xs: 'stretch', md: 'flex-start' },
            flexDirection: { xs: 'column', md: 'row' },
          }}
        >
          <FormTextField
            form={form}
            name="email"
            label={InviteLabels.email}
            type="email"
            autoComplete="off"
            sx={{ flex: 1, width: '100%' }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={formState.isSubmitting}
            sx={{ flexShrink: 0, mt: { md: 0.5 } }}
          >
            {InviteLabels.send}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
