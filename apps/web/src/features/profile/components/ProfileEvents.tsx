import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ResumeImportStatus, SocketEvent, Text, routes, type ResumeProposal } from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { ResumeProposalsDialog } from '../../../ui/profile-files/ResumeProposals';
import { readProfileUpdated, readResumeImport } from '../../../lib/resumeProposals';
import { toast } from '../../../ui/toast/toast';
import { refreshMemberData } from '../../../lib/queryData';
import { resumeImportStore } from '../../../lib/resumeImportStore';
import { useSession } from '../../../lib/session/useSession';
import { onSocketEvent } from '../../../lib/socket';

export const RESUME_READ_FAILED = 'We could not read your resume.';

/**
 * The session's resume and profile events (§4), mounted once while signed in:
 * - 'profile updated from resume': ready → the proposals dialog (sign-up shows them inline instead); failed → error toast.
 * - 'profile updated': the cached pages are refreshed; unless the profile was built for onboarding, the user too, and
 *   'Your profile is ready!' with 'View Profile'.
 */
export function ProfileEvents({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  const [proposals, setProposals] = useState<ResumeProposal | null>(null);
  const handled = useRef<string | null>(null);

  // The result arrives by socket, or by the upload's own polling when the socket missed it: acted on once.
  useEffect(
    () =>
      resumeImportStore.subscribe(() => {
        const current = resumeImportStore.get();
        if (!current || current.status === ResumeImportStatus.Reading) return;
        const key = `${current.status}:${current.updatedAt}`;
        if (handled.current === key) return;
        handled.current = key;
        if (current.status === ResumeImportStatus.Failed) toast.error(current.error ?? RESUME_READ_FAILED);
        else if (!current.forOnboarding && current.proposals) setProposals(current.proposals);
      }),
    [],
  );

  useEffect(() => {
    const offResume = onSocketEvent(SocketEvent.ProfileUpdatedFromResume, (payload) => {
      const result = readResumeImport(payload);
      if (result) resumeImportStore.set(result);
    });
    const offProfile = onSocketEvent(SocketEvent.ProfileUpdated, (payload) => {
      const updated = readProfileUpdated(payload);
      if (!updated || updated.userId !== userId) return;
      // The profile-building state ends.
      const current = resumeImportStore.get();
      if (current) resumeImportStore.set({ ...current, proposals: null });
      void refreshMemberData(queryClient);
      if (updated.forOnboarding) return;
      // Not during onboarding: its next step answers the fresh user itself, and this read, sent first, could land
      // after it and put the member back on 'About you' (seen in a browser-test run).
      void (async () => {
        const user = await api.call(routes.users.get, { params: { id: userId } }, { silent: true, handleError: true });
        if (!isHandledError(user)) await updateUser(user);
      })();
      toast.successWithAction(Text.profileReady, {
        label: Text.viewProfile,
        onClick: () => navigate(`/profile/${updated.userId}`),
      });
    });
    return () => {
      offResume();
      offProfile();
    };
  }, [userId, navigate, queryClient, updateUser]);

  return (
    <ResumeProposalsDialog
      open={proposals !== null}
      userId={userId}
      proposals={proposals}
      onClose={() => setProposals(null)}
      onApplied={() => setProposals(null)}
    />
  );
}
