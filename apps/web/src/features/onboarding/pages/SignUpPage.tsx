import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { PartnerType, SignUpStep } from '@nexus/contracts';
import { PageTitle } from '../../../ui/Page';
import { PublicLayout } from '../../../ui/PublicLayout';
import { Paths, safeForwardUrl } from '../../../lib/postLogin';
import { resolveSignUpStep } from '../signUpStep';
import { storage, type PartnerConfig } from '../../../lib/storage';
import { FullPageSpinner } from '../../../ui/FullPageSpinner';
import { useSession } from '../../../lib/session/useSession';
import { AboutYouStep, AllSetStep, CreateAccountStep, VerifyEmailStep } from '../components/steps';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const STEP_LABELS: Record<SignUpStep, string> = {
  [SignUpStep.CreateAccount]: 'Create account',
  [SignUpStep.VerifyEmail]: 'Verify e-mail',
  [SignUpStep.AboutYou]: 'About you',
  [SignUpStep.AllSet]: 'All set',
};

/** /signup?community=true → community partner; /signup?partnerType={packageType} → corporate partner. */
export function partnerConfigFromQuery(params: URLSearchParams): PartnerConfig | null {
  if (params.get('community') === 'true') return { type: PartnerType.Community };
  const packageType = params.get('partnerType')?.trim();
  if (packageType) return { type: PartnerType.Corporate, packageType };
  return null;
}

/** /signup: sign-up and onboarding, step kept in local storage (currentStep). */
export function SignUpPage() {
  const { status, user } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const [storedStep, setStoredStep] = useState(() => storage.getCurrentStep());
  const queryPartner = partnerConfigFromQuery(params);
  const partnerConfig = queryPartner ?? storage.getPartnerConfig();

  // What the arrival on the page brought: a partner sign-up in the query, and the previous path (kept as the
  // forwarding destination). Read once, stored once.
  const [arrival] = useState(() => {
    const from = (location.state as { from?: unknown } | null)?.from;
    return {
      partner: queryPartner,
      forward: typeof from === 'string' ? safeForwardUrl(from) : null,
      // /signup?invitation=<token>: a company's invitation link; the new member joins it as a verified employee.
      invitation: params.get('invitation')?.trim() || null,
    };
  });
  useEffect(() => {
    if (arrival.partner) storage.setPartnerConfig(arrival.partner);
    if (arrival.forward) storage.setForwardUrl(arrival.forward);
  }, [arrival]);

  const step = resolveSignUpStep(status, user, storedStep);
  // The step the account is at is the one to resume, also once the account moves on (onboarded before 'All set'
  // shows). Step 1 has no account behind it yet: nothing to resume, so it is not kept.
  if (typeof step === 'number' && step !== SignUpStep.CreateAccount && step !== storedStep) setStoredStep(step);
  useEffect(() => {
    if (storedStep !== null) storage.setCurrentStep(storedStep);
  }, [storedStep]);

  if (step === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (step === 'redirect') return <Navigate to={Paths.authenticate} replace />;

  const goTo = (next: SignUpStep) => setStoredStep(next);

  return (
    <PublicLayout maxWidth="md">
      <PageTitle title={STEP_LABELS[step]} />
      <Card sx={{ maxWidth: 640, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Stepper
            activeStep={step - 1}
            alternativeLabel
            aria-label="Sign-up progress"
            sx={(theme) => ({
              mb: { xs: 3, sm: 4 },
              mx: { xs: -1, sm: 0 },
              // On narrow screens only the current step is labelled visibly; the others stay readable to screen readers.
              [theme.breakpoints.down('md')]: {
                '& .MuiStepLabel-label': { whiteSpace: 'nowrap' },
                '& .MuiStepLabel-label:not(.Mui-active)': visuallyHidden,
              },
            })}
          >
            {(Object.values(SignUpStep) as SignUpStep[]).map((s) => (
              <Step key={s} completed={s < step}>
                <StepLabel aria-current={s === step ? 'step' : undefined}>{STEP_LABELS[s]}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Box>
            {step === SignUpStep.CreateAccount ? (
              <CreateAccountStep
                partnerConfig={partnerConfig}
                invitation={partnerConfig ? null : arrival.invitation}
                onCreated={() => goTo(SignUpStep.VerifyEmail)}
              />
            ) : null}
            {step === SignUpStep.VerifyEmail && user ? (
              <VerifyEmailStep user={user} onVerified={() => goTo(SignUpStep.AboutYou)} />
            ) : null}
            {step === SignUpStep.AboutYou && user ? (
              <AboutYouStep user={user} partnerConfig={partnerConfig} onDone={() => goTo(SignUpStep.AllSet)} />
            ) : null}
            {step === SignUpStep.AllSet && user ? <AllSetStep user={user} /> : null}
          </Box>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
