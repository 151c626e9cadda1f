import { Route, Routes } from 'react-router';
import { AuthenticatePage } from '../pages/auth/AuthenticatePage';
import { LandingPage } from '../pages/auth/LandingPage';
import { RegisterPage } from '../pages/auth/RegisterPage';
import { ResetPasswordPage } from '../pages/auth/ResetPasswordPage';
import { SsoCallbackPage } from '../pages/auth/SsoCallbackPage';
import {
  ChannelPage,
  CommunitiesPage,
  CompanyPage,
  ConnectionsPage,
  ConversationPage,
  CreatePostPage,
  EventsPage,
  FeedPage,
  FeedTagPage,
  JobsPage,
  MessagesPage,
  PartnerSettingsPage,
  PingsPage,
  ProfilePage,
  RecruitPage,
  SummitPage,
} from '../pages/areas';
import { NotFoundPage } from '../pages/NotFoundPage';
import { SignUpPage } from '../pages/signup/SignUpPage';
import { RedirectSignedIn, RequireSession } from './guards';

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
        <Route path="company/:id" element={<CompanyPage />} />
        <Route path="settings/partner" element={<PartnerSettingsPage />} />
        <Route path="summit" element={<SummitPage />} />
        <Route path="recruit" element={<RecruitPage />} />
        <Route path="channel/*" element={<ChannelPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
