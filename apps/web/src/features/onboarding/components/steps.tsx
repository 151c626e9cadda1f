import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import {
  ErrorCode,
  PASSWORD_RULES,
  PartnerType,
  ResumeImportStatus,
  Role,
  VERIFICATION_CODE_LENGTH,
  nameSchema,
  onboardBodySchema,
  routes,
  signUpBodySchema,
  verifyEmailBodySchema,
  type OnboardingQuestionAnswer,
  type User,
  Text,
} from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { FormPasswordField, FormTextField, applyIssues } from '../../../ui/forms';
import { ResumeProposalsInline } from '../../../ui/profile-files/ResumeProposals';
import { ResumeUpload } from '../../../ui/profile-files/ResumeUpload';
import { answersBody, initialChoices, toggleChoice, type Choices } from '../onboardingAnswers';
import { Paths, safeForwardUrl } from '../../../lib/postLogin';
import { storage, type PartnerConfig } from '../../../lib/storage';
import { useResumeImport } from '../../../lib/resumeImportStore';
import { useSession } from '../../../lib/session/useSession';
import { toast } from '../../../ui/toast/toast';
import { onboardingKeys } from '../queries';
import { InvitationNotice, useInvitation } from './InvitationNotice';

export const SignUpLabels = {
  email: 'E-mail',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
  organisation: 'Organisation name',
  createAccount: 'Create account',
  code: 'Verification code',
  verify: 'Verify',
  resend: 'Resend code',
  continue: 'Continue',
  goToFeed: 'Go to your feed',
  goToSummit: 'Go to the summit',
  fromResume: 'Build my profile from a resume',
} as const;

/** The contracts' sign-up body; this form asks for the names too (the API takes them as optional). */
const signUpFormSchema = z.intersection(signUpBodySchema, z.object({ firstName: nameSchema, lastName: nameSchema }));
/** The names of the onboard body (the answers are kept outside the form, as chips and radios). */
const aboutYouSchema = onboardBodySchema.pick({ firstName: true, lastName: true }).required();

export function CreateAccountStep({
  partnerConfig,
  invitation = null,
  onCreated,
}: {
  partnerConfig: PartnerConfig | null;
  /** The token of a company's invitation link (?invitation=): sent with the sign-up when it is still good. */
  invitation?: string | null;
  onCreated: () => void;
}) {
  const { completeAuth } = useSession();
  const isPartner = partnerConfig !== null;
  const form = useForm({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      username: '',
      password: '',
      firstName: '',
      lastName: '',
      role: isPartner ? Role.Partner : Role.Member,
      partner: partnerConfig
        ? { name: '', type: partnerConfig.type, ...(partnerConfig.packageType ? { packageType: partnerConfig.packageType } : {}) }
        : undefined,
    },
  });
  const { handleSubmit, formState, setError } = form;
  const invited = useInvitation(invitation, (email) => form.setValue('username', email));

  const onSubmit = handleSubmit(async (values) => {
    const body = invited.data ? { ...values, invitation: invitation ?? undefined } : values;
    // A partner signs up with POST partner-profile/type/{type}: the organisation and its first admin at once.
    const res = body.partner
      ? await api.call(
          routes.partners.signUp,
          {
            params: { type: body.partner.type },
            body: {
              name: body.partner.name,
              ...(body.partner.packageType ? { packageType: body.partner.packageType } : {}),
              username: body.username,
              password: body.password,
              firstName: body.firstName,
              lastName: body.lastName,
            },
          },
          { silent: true, handleError: true },
        )
      : await api.call(routes.auth.signUp, { body }, { silent: true, handleError: true });
    if (isHandledError(res)) {
      // The partner call names the organisation 'name'; this form holds it in 'partner.name'.
      const issues = res.issues.map((i) => (i.field === 'name' ? { ...i, field: 'partner.name' } : i));
      const applied = applyIssues(issues, ['username', 'password', 'firstName', 'lastName', 'partner.name'] as const, setError);
      if (applied) return;
      if (res.code === ErrorCode.Conflict) setError('username', { type: 'server', message: res.message });
      else toast.error(res.message);
      return;
    }
    storage.setOtpSent(true);
    onCreated();
    await completeAuth(res, { route: false });
  });

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby="create-account-heading">
      <Typography id="create-account-heading" variant="h2" component="h1" gutterBottom>
        {isPartner ? 'Create your partner account' : 'Join Nexus'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {partnerConfig?.type === PartnerType.Community
          ? 'Bring your community to Nexus: host events, share opportunities and grow your network.'
          : isPartner
            ? 'Set up your company on Nexus to hire, host events and reach professionals.'
            : 'Create your account to connect with professionals, find jobs and join communities.'}
      </Typography>
      {invitation ? <InvitationNotice query={invited} /> : null}
      <Stack spacing={2.5}>
        {isPartner ? (
          <FormTextField form={form} name="partner.name" label={SignUpLabels.organisation} autoComplete="organization" />
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField form={form} name="firstName" label={SignUpLabels.firstName} autoComplete="given-name" />
          <FormTextField form={form} name="lastName" label={SignUpLabels.lastName} autoComplete="family-name" />
        </Stack>
        <FormTextField
          form={form}
          name="username"
          label={SignUpLabels.email}
          type="email"
          autoComplete="email"
          // Filled in from the invitation (not typed): the label must stay out of the value's way.
          {...(invited.data ? { slotProps: { inputLabel: { shrink: true } } } : {})}
        />
        <FormPasswordField
          form={form}
          name="password"
          label={SignUpLabels.password}
          autoComplete="new-password"
          helperText={PASSWORD_RULES}
        />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {SignUpLabels.createAccount}
        </Button>
      </Stack>
    </Box>
  );
}

export function VerifyEmailStep({ user, onVerified }: { user: User; onVerified: () => void }) {
  const { updateUser } = useSession();
  const [resending, setResending] = useState(false);
  const form = useForm({
    resolver: zodResolver(verifyEmailBodySchema),
    defaultValues: { code: '' },
  });
  const { handleSubmit, formState, setError } = form;

  const onSubmit = handleSubmit(async (body) => {
    const res = await api.call(routes.auth.verifyEmail, { params: { id: user.id }, body }, { silent: true, handleError: true });
    if (isHandledError(res)) {
      if (!applyIssues(res.issues, ['code'] as const, setError)) setError('code', { type: 'server', message: res.message });
      return;
    }
    storage.setOtpSent(false);
    toast.success(Text.emailVerified);
    onVerified();
    await updateUser(res);
  });

  const resend = async () => {
    setResending(true);
    const res = await api.call(routes.auth.resendVerification, { params: { id: user.id } }, { handleError: true });
    setResending(false);
    if (!isHandledError(res)) {
      storage.setOtpSent(true);
      toast.success(Text.verificationCodeSent);
    }
  };

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby="verify-heading">
      <Typography id="verify-heading" variant="h2" component="h1" gutterBottom>
        Check your e-mail
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        We sent a {VERIFICATION_CODE_LENGTH}-digit code to{' '}
        <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
          {user.username}
        </Box>
        . Enter it below to verify your e-mail address.
      </Typography>
      <Stack spacing={2.5}>
        <FormTextField
          form={form}
          name="code"
          label={SignUpLabels.code}
          autoComplete="one-time-code"
          autoFocus
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              pattern: '[0-9]*',
              maxLength: VERIFICATION_CODE_LENGTH,
              style: { letterSpacing: '0.4em', fontSize: '1.25rem' },
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {SignUpLabels.verify}
        </Button>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            Did not get it? Check your spam folder, or
          </Typography>
          <Button onClick={() => void resend()} loading={resending} size="small">
            {SignUpLabels.resend}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

export function AboutYouStep({
  user,
  partnerConfig,
  onDone,
}: {
  user: User;
  partnerConfig: PartnerConfig | null;
  onDone: () => void;
}) {
  const { updateUser, partner } = useSession();
  const form = useForm({
    resolver: zodResolver(aboutYouSchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const { handleSubmit, formState } = form;
  const questions = useQuery({
    queryKey: onboardingKeys.questions(user.id),
    queryFn: () => api.call(routes.onboarding.questionsAndAnswers, { params: { id: user.id } }, { silent: true }),
    staleTime: Infinity,
  });
  const [choices, setChoices] = useState<Choices | null>(null);
  const current = choices ?? (questions.data ? initialChoices(questions.data) : {});

  const onSubmit = handleSubmit(async (names) => {
    const body = questions.data?.length ? { ...names, answers: answersBody(questions.data, current) } : names;
    const res = await api.call(routes.users.onboard, { params: { id: user.id }, body }, { handleError: true });
    if (isHandledError(res)) return;
    onDone();
    await updateUser(res);
  });

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby="about-heading">
      <Typography id="about-heading" variant="h2" component="h1" gutterBottom>
        About you
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        This is how people on Nexus will see you. You can change it later on your profile.
      </Typography>
      {partner || partnerConfig ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {partner ? `You are setting up ${partner.name} on Nexus.` : 'You are setting up a partner account on Nexus.'}
        </Alert>
      ) : null}
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField form={form} name="firstName" label={SignUpLabels.firstName} autoComplete="given-name" />
          <FormTextField form={form} name="lastName" label={SignUpLabels.lastName} autoComplete="family-name" />
        </Stack>
        {questions.isPending ? (
          <Stack spacing={1} aria-hidden>
            <Skeleton width="60%" />
            <Skeleton variant="rounded" height={40} />
          </Stack>
        ) : questions.data?.length ? (
          <OnboardingQuestions
            questions={questions.data}
            choices={current}
            onChange={(id, next) => setChoices({ ...current, [id]: next })}
          />
        ) : null}
        <Divider />
        <ResumeStart userId={user.id} />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {SignUpLabels.continue}
        </Button>
      </Stack>
    </Box>
  );
}

/** The onboarding questions: radios for a single choice, chips (checkboxes to assistive technology) for several. */
function OnboardingQuestions({
  questions,
  choices,
  onChange,
}: {
  questions: OnboardingQuestionAnswer[];
  choices: Choices;
  onChange: (questionId: string, next: string[]) => void;
}) {
  return (
    <Stack spacing={2.5}>
      {questions.map((q) => {
        const picked = choices[q.id] ?? [];
        const labelId = `question-${q.id}`;
        return (
          <FormControl key={q.id} component="fieldset">
            <FormLabel component="legend" id={labelId} focused={false} sx={{ mb: 1, color: 'text.primary', fontWeight: 600 }}>
              {q.prompt}
              {q.kind === 'multiple' ? (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
                  {' '}
                  (choose any)
                </Typography>
              ) : null}
            </FormLabel>
            {q.kind === 'single' ? (
              <RadioGroup
                row
                aria-labelledby={labelId}
                name={labelId}
                value={picked[0] ?? ''}
                onChange={(e) => onChange(q.id, toggleChoice(q, picked, e.target.value))}
              >
                {q.options.map((o) => (
                  <FormControlLabel key={o} value={o} control={<Radio size="small" />} label={o} sx={{ minWidth: { sm: 200 } }} />
                ))}
              </RadioGroup>
            ) : (
              <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {q.options.map((o) => {
                  const on = picked.includes(o);
                  return (
                    <Chip
                      key={o}
                      label={o}
                      role="checkbox"
                      aria-checked={on}
                      clickable
                      color={on ? 'primary' : 'default'}
                      variant={on ? 'filled' : 'outlined'}
                      icon={on ? <CheckOutlined /> : undefined}
                      onClick={() => onChange(q.id, toggleChoice(q, picked, o))}
                    />
                  );
                })}
              </Box>
            )}
          </FormControl>
        );
      })}
    </Stack>
  );
}

/** 'Build my profile from a resume': upload (for onboarding), then the proposals inline, then a note once applied. */
function ResumeStart({ userId }: { userId: string }) {
  const current = useResumeImport();
  const [applied, setApplied] = useState(false);
  const ready = current?.forOnboarding && current.status === ResumeImportStatus.Ready && current.proposals;
  return (
    <Stack spacing={1.5}>
      <Box>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem' }} gutterBottom>
          {SignUpLabels.fromResume}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Upload your resume and we propose your headline, job and experience. You choose what goes on your profile.
        </Typography>
      </Box>
      {applied ? (
        <Alert severity="success" role="status">
          Your profile has been filled from your resume.
        </Alert>
      ) : ready ? (
        <ResumeProposalsInline userId={userId} proposals={current.proposals} onApplied={() => setApplied(true)} />
      ) : (
        <ResumeUpload forOnboarding label={SignUpLabels.fromResume} />
      )}
    </Stack>
  );
}

/** Where the last step leads, and what its button and text say of it: the page the member came for, else the feed. */
function finalDestination(forwardUrl: string | null) {
  const forward = safeForwardUrl(forwardUrl);
  const path = forward?.toLowerCase() ?? '';
  if (path.startsWith('/register/') || path === '/summit' || path.startsWith('/summit/'))
    return { to: forward!, label: SignUpLabels.goToSummit, next: 'Your place at the summit is next.' };
  if (forward) return { to: forward, label: SignUpLabels.continue, next: 'We take you back to where you were.' };
  return {
    to: Paths.feed,
    label: SignUpLabels.goToFeed,
    next: 'Your feed is the place to start: follow people and communities to fill it.',
  };
}

export function AllSetStep({ user }: { user: User }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [destination] = useState(() => finalDestination(storage.getForwardUrl()));

  const finish = async () => {
    setBusy(true);
    if (!user.welcomed) await api.call(routes.users.welcome, { params: { id: user.id } }, { silent: true, handleError: true });
    if (user.partnerId) {
      const params = { id: user.partnerId, userId: user.id, welcomed: 'true' as const };
      await api.call(routes.partners.welcome, { params }, { silent: true, handleError: true });
    }
    storage.setForwardUrl(null);
    storage.setCurrentStep(null);
    storage.setOtpSent(false);
    storage.setPartnerConfig(null);
    navigate(destination.to);
  };

  return (
    <Box sx={{ textAlign: 'center', py: 2 }}>
      <Box aria-hidden sx={{ color: 'success.main', '& svg': { fontSize: 64 }, mb: 1 }}>
        <CheckCircleOutlined />
      </Box>
      <Typography variant="h2" component="h1" gutterBottom>
        You&apos;re all set
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 440, mx: 'auto' }}>
        Welcome to Nexus{user.firstName ? `, ${user.firstName}` : ''}. {destination.next}
      </Typography>
      <Button variant="contained" size="large" onClick={() => void finish()} loading={busy} sx={{ minWidth: 240 }}>
        {destination.label}
      </Button>
    </Box>
  );
}
