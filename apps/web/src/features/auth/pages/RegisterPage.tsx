import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { REGISTRATION_TYPES, type RegistrationType } from '@nexus/contracts';
import { Paths } from '../../../lib/postLogin';
import { storage } from '../../../lib/storage';
import { FullPageSpinner } from '../../../ui/FullPageSpinner';
import { useSession } from '../../../lib/session/useSession';
import { NotFoundPage } from '../../../ui/NotFoundPage';

const isRegistrationType = (v: string | undefined): v is RegistrationType =>
  (REGISTRATION_TYPES as readonly string[]).includes(v ?? '');

/**
 * /register/{registrationType}: kept as the forwarding destination, then on to sign-up (§2).
 * A signed-in user has nothing to register: straight to the feed (also ends the forward loop).
 */
export function RegisterPage() {
  const { registrationType } = useParams();
  const { status } = useSession();
  const valid = isRegistrationType(registrationType);
  const signedIn = status === 'authenticated';
  const path = `/register/${registrationType ?? ''}`;
  useEffect(() => {
    if (valid && status !== 'loading' && !signedIn) storage.setForwardUrl(path);
  }, [valid, status, signedIn, path]);
  if (!valid) return <NotFoundPage />;
  if (status === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (signedIn) return <Navigate to={Paths.feed} replace />;
  return <Navigate to={Paths.signUp} replace state={{ from: path }} />;
}
