import { Route, Routes } from 'react-router';
import { AuthenticatePage } from '../../features/auth/pages/AuthenticatePage';
import { LandingPage } from '../../features/auth/pages/LandingPage';
import { RegisterPage } from '../../features/auth/pages/RegisterPage';
import { ResetPasswordPage } from '../../features/auth/pages/ResetPasswordPage';
import { SsoCallbackPage } from '../../features/auth/pages/SsoCallbackPage';
import {
  ChannelPage,
  CommunitiesPage,
  CompanyPage,
  ConversationPage,
  CreatePostPage,
  EventsPage,
  FeedPage,
  FeedTagPage,
  JobsPage,
  MessagesPage,
  PartnerSettingsPage,
  PingsPage,
  RecruitPage,
  SummitPage,
} from '../../features/areas/pages/AreaPages';
import { ConnectPage } from '../../features/profile/pages/ConnectPage';
import { ConnectionsPage } from '../../features/connections/pages/ConnectionsPage';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { ProfilePage } from '../../features/profile/pages/ProfilePage';
import { DeleteAccountPage } from '../../features/settings/pages/DeleteAccountPage';
import { SettingsPage } from '../../features/settings/pages/SettingsPage';
import { UnsubscribePage } from '../../features/settings/pages/UnsubscribePage';
import { SignUpPage } from '../../features/onboarding/pages/SignUpPage';
import { SettingsPaths } from '../../lib/settingsPaths';
import { RedirectSignedIn, RequireSession, ShellWhenSignedIn } from './guards';

/** Every screen of §2, rendered inside the app's single catch-all route. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <RedirectSignedIn>
            <LandingPage />
          </RedirectSignedIn>
        }
      />
      <Route path="signup" element={<SignUpPage />} />
      <Route path="register/:registrationType" element={<RegisterPage />} />
      <Route path="authenticate" element={<AuthenticatePage />} />
      <Route path="auth/callback/linkedin/:role" element={<SsoCallbackPage provider="LinkedIn" />} />
      <Route path="auth/callback/slack/:role" element={<SsoCallbackPage provider="Slack" />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path={SettingsPaths.unsubscribe} element={<UnsubscribePage />} />
      <Route
        path={SettingsPaths.deleteAccount}
        element={
          <ShellWhenSignedIn>
            <DeleteAccountPage />
          </ShellWhenSignedIn>
        }
      />
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
      <Route
        path="*"
        element={
          <ShellWhenSignedIn>
            <NotFoundPage />
          </ShellWhenSignedIn>
        }
      />
    </Routes>
  );
}
