import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  ErrorCode,
  REGISTRATION_TYPES,
  routes,
  SummitPassType,
  SummitsText,
  type RegistrationType,
  type User,
} from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { Paths } from '../../../lib/postLogin';
import { useSession } from '../../../lib/session/useSession';
import { storage } from '../../../lib/storage';
import { FullPageSpinner } from '../../../ui/FullPageSpinner';
import { NotFoundPage } from '../../../ui/NotFoundPage';
import { toast } from '../../../ui/toast/toast';
import { summitKeys } from '../queries';

const isRegistrationType = (v: string | undefined): v is RegistrationType =>
  (REGISTRATION_TYPES as readonly string[]).includes(v ?? '');

/**
 * /register/{registrationType} (§2): kept as the forwarding destination while the visitor signs up (or signs in) and
 * onboards; sign-up's last step and login forward back here, and the signed-in member is registered for the edition
 * and lands on its page.
 */
export function RegisterPage() {
  const { registrationType } = useParams();
  const { status, user } = useSession();
  const valid = isRegistrationType(registrationType);
  const ready = status === 'authenticated' && user?.isOnBoarded === true;
  const path = `/register/${registrationType ?? ''}`;
  useEffect(() => {
    if (valid && status !== 'loading' && !ready) storage.setForwardUrl(path);
  }, [valid, status, ready, path]);
  if (!valid) return <NotFoundPage />;
  if (status === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (ready) return <CompleteRegistration user={user} registrationType={registrationType} />;
  return <Navigate to={Paths.signUp} replace state={{ from: path }} />;
}

/** Registers once, then goes to the edition's page (already registered: the same; refused: the toast says why). */
function CompleteRegistration({ user, registrationType }: { user: User; registrationType: RegistrationType }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    storage.setForwardUrl(null);
    void (async () => {
      const body = { registrationType, passType: SummitPassType.General };
      const answer = await api.call(
        routes.summits.register,
        { params: { id: user.id }, body },
        { silent: true, handleError: true },
      );
      let eventCode: string | undefined;
      if (isHandledError(answer)) {
        if (answer.code !== ErrorCode.SummitAlreadyRegistered) toast.error(answer.message);
        const editions = await api.call(routes.summits.list, undefined, { silent: true }).catch(() => []);
        eventCode = editions.find((s) => s.registrationType === registrationType)?.eventCode;
      } else {
        toast.success(SummitsText.registeredToast);
        eventCode = answer.eventCode;
      }
      await queryClient.invalidateQueries({ queryKey: summitKeys.all });
      navigate(eventCode ? `/summit/${eventCode}` : '/summit', { replace: true });
    })();
  }, [navigate, queryClient, registrationType, user.id]);
  return <FullPageSpinner label={SummitsText.registering} />;
}
