import { useEffect } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { EmployeesText, routes, type InvitationPreview } from '@nexus/contracts';
import { ApiCallError, api } from '../../../api/client';
import { onboardingKeys } from '../queries';

/** Which company an invitation link is from; the e-mail it was sent to fills the form once known. */
export function useInvitation(token: string | null, onEmail: (email: string) => void) {
  const query = useQuery({
    queryKey: [...onboardingKeys.all, 'invitation', token ?? ''],
    queryFn: () => api.call(routes.invitations.preview, { query: { token: token ?? '' } }, { silent: true }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
  const email = query.data?.email;
  useEffect(() => {
    if (email) onEmail(email);
    // Once per invitation: the member may change the field afterwards (the API then says it is for another e-mail).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [email]);
  return query;
}

/** Says on the sign-up page which company invited the visitor, or why the link no longer works. */
export function InvitationNotice({ query }: { query: UseQueryResult<InvitationPreview> }) {
  if (query.isPending)
    return <Skeleton variant="rounded" height={48} sx={{ mb: 3 }} role="progressbar" aria-label="Checking your invitation" />;
  if (query.isError) {
    const reason = (query.error instanceof ApiCallError && query.error.issues[0]?.message) || EmployeesText.invitationInvalid;
    return (
      <Alert severity="warning" sx={{ mb: 3 }}>
        {reason.replace(/\.?$/, '.')} You can still create an account.
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ mb: 3 }} data-testid="invitation-notice">
      <strong>{query.data.companyName}</strong> invited you to join Nexus. Sign up with {query.data.email} and you join{' '}
      {query.data.companyName} as a verified employee.
    </Alert>
  );
}
