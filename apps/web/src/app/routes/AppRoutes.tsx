import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { SettingsPaths } from '../../lib/settingsPaths';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PublicPageSkeleton } from '../../ui/PageSkeleton';
import { RedirectSignedIn, RequireSession } from './guards';
import { lazyPage } from './lazyPage';

const auth = () => import('../../features/auth/pages');
const onboarding = () => import('../../features/onboarding/pages');
const profile = () => import('../../features/profile/pages');
const connections = () => import('../../features/connections/pages');
const settings = () => import('../../features/settings/pages');
const messages = () => import('../../features/messages/pages');
const areas = () => import('../../features/areas/pages');

const LandingPage = lazyPage(auth, 'LandingPage');
const AuthenticatePage = lazyPage(auth, 'AuthenticatePage');
const RegisterPage = lazyPage(auth, 'RegisterPage');
const ResetPasswordPage = lazyPage(auth, 'ResetPasswordPage');
const SsoCallbackPage = lazyPage(auth, 'SsoCallbackPage');
const SignUpPage = lazyPage(onboarding, 'SignUpPage');
const ProfilePage = lazyPage(profile, 'ProfilePage');
const ConnectPage = lazyPage(profile, 'ConnectPage');
const ConnectionsPage = lazyPage(connections, 'ConnectionsPage');
const SettingsPage = lazyPage(settings, 'SettingsPage');
const DeleteAccountPage = lazyPage(settings, 'DeleteAccountPage');
const UnsubscribePage = lazyPage(settings, 'UnsubscribePage');
const MessagesPage = lazyPage(messages, 'MessagesPage');
const ConversationPage = lazyPage(messages, 'ConversationPage');
const FeedPage = lazyPage(areas, 'FeedPage');
const FeedTagPage = lazyPage(areas, 'FeedTagPage');
const JobsPage = lazyPage(areas, 'JobsPage');
const CreatePostPage = lazyPage(areas, 'CreatePostPage');
const EventsPage = lazyPage(areas, 'EventsPage');
const PingsPage = lazyPage(areas, 'PingsPage');
const CommunitiesPage = lazyPage(areas, 'CommunitiesPage');
const CompanyPage = lazyPage(areas, 'CompanyPage');
const PartnerSettingsPage = lazyPage(areas, 'PartnerSettingsPage');
const SummitPage = lazyPage(areas, 'SummitPage');
const RecruitPage = lazyPage(areas, 'RecruitPage');
const ChannelPage = lazyPage(areas, 'ChannelPage');

/** A page outside the signed-in frame, with the public skeleton while its area's code arrives. */
const publicPage = (page: ReactNode) => <Suspense fallback={<PublicPageSkeleton />}>{page}</Suspense>;

/** Every screen of §2, rendered inside the app's single catch-all route. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<RedirectSignedIn>{publicPage(<LandingPage />)}</RedirectSignedIn>} />
      <Route path="signup" element={publicPage(<SignUpPage />)} />
      <Route path="register/:registrationType" element={publicPage(<RegisterPage />)} />
      <Route path="authenticate" element={publicPage(<AuthenticatePage />)} />
      <Route path="auth/callback/linkedin/:role" element={publicPage(<SsoCallbackPage provider="LinkedIn" />)} />
      <Route path="auth/callback/slack/:role" element={publicPage(<SsoCallbackPage provider="Slack" />)} />
      <Route path="reset-password" element={publicPage(<ResetPasswordPage />)} />
      <Route path={SettingsPaths.unsubscribe} element={publicPage(<UnsubscribePage />)} />
      <Route path={SettingsPaths.deleteAccount} element={publicPage(<DeleteAccountPage />)} />
      <Route element={<RequireSession />}>
        <Route path="feed" element={<FeedPage />} />
        <Route path="feed/tag/:tag" element={<FeedTagPage />} />
        <Route path="connections" element={<ConnectionsPage />} />
        <Route path="jobs" element={<JobsPage />} />
        <Route path="createPost" element={<CreatePostPage />} />
        <Route path="events" element={<EventsPage />} />
        <Route path="pings" element={<PingsPage />} />
        <Route path="communities" element={<CommunitiesPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="page/messages" element={<MessagesPage />} />
        <Route path="page/messages/:receiverId" element={<ConversationPage />} />
        <Route path="profile/:id" element={<ProfilePage />} />
        <Route path="connect/:id" element={<ConnectPage />} />
        <Route path="company/:id" element={<CompanyPage />} />
        <Route path={SettingsPaths.settings} element={<SettingsPage />} />
        <Route path="settings/partner" element={<PartnerSettingsPage />} />
        <Route path="summit" element={<SummitPage />} />
        <Route path="recruit" element={<RecruitPage />} />
        <Route path="channel/*" element={<ChannelPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
