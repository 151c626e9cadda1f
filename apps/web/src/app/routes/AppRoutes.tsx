import { Suspense, type ReactNode } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { SettingsPaths } from '../../lib/settingsPaths';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PublicPageSkeleton } from '../../ui/PageSkeleton';
import { adminRoute } from './adminRoutes';
import { loadAppFrame, RedirectSignedIn, RequireSession, ShellWhenSignedIn } from './guards';
import { lazyFirstScreenPage, lazyPage } from './lazyPage';
import { loadQueryClient } from '../../lib/lazyQueryClient';

const signIn = () => import('../../features/auth/pages/signIn');
const auth = () => import('../../features/auth/pages');
const onboarding = () => import('../../features/onboarding/pages');
const profile = () => import('../../features/profile/pages');
const connections = () => import('../../features/connections/pages');
const settings = () => import('../../features/settings/pages');
const messages = () => import('../../features/messages/pages');
const feed = () => import('../../features/feed/pages');
const pings = () => import('../../features/pings/pages');
const companies = () => import('../../features/companies/pages');
const communities = () => import('../../features/communities/pages');
const partnerSettings = () => import('../../features/partner-settings/pages');
const jobs = () => import('../../features/jobs/pages');
const summits = () => import('../../features/summits/pages');
const events = () => import('../../features/events/pages');
const search = () => import('../../features/search/pages');

const LandingPage = lazyFirstScreenPage(signIn, 'LandingPage');
const AuthenticatePage = lazyFirstScreenPage(signIn, 'AuthenticatePage');
const RegisterPage = lazyPage(summits, 'RegisterPage');
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
const MobileMessagesPage = lazyPage(messages, 'MobileMessagesPage');
const FeedPage = lazyPage(feed, 'FeedPage');
const FeedTagPage = lazyPage(feed, 'FeedTagPage');
const JobsPage = lazyPage(jobs, 'JobsPage');
const JobPage = lazyPage(jobs, 'JobPage');
const CreatePostPage = lazyPage(feed, 'CreatePostPage');
const EventsPage = lazyPage(events, 'EventsPage');
const EventPage = lazyPage(events, 'EventPage');
const CheckInPage = lazyPage(events, 'CheckInPage');
const PingsPage = lazyPage(pings, 'PingsPage');
const CommunitiesPage = lazyPage(communities, 'CommunitiesPage');
const CommunityPage = lazyPage(communities, 'CommunityPage');
const CompanyPage = lazyPage(companies, 'CompanyPage');
const PartnerSettingsPage = lazyPage(partnerSettings, 'PartnerSettingsPage');
const SummitPage = lazyPage(summits, 'SummitPage');
const RecruitPage = lazyPage(jobs, 'RecruitPage');
const ChannelPage = lazyPage(communities, 'ChannelPage');
const SearchPage = lazyPage(search, 'SearchPage');

/** A page outside the signed-in frame, with the public skeleton while its area's code arrives. */
const publicPage = (page: ReactNode) => <Suspense fallback={<PublicPageSkeleton />}>{page}</Suspense>;

/** Every screen of §2, inside the app's single catch-all route; `handle` loads a route's code. */
const routes: RouteObject[] = [
  { index: true, element: <RedirectSignedIn>{publicPage(<LandingPage />)}</RedirectSignedIn>, handle: signIn },
  { path: 'signup', element: publicPage(<SignUpPage />), handle: onboarding },
  { path: 'register/:registrationType', element: publicPage(<RegisterPage />), handle: summits },
  { path: 'authenticate', element: publicPage(<AuthenticatePage />), handle: signIn },
  // Google, Apple, LinkedIn and Slack send the browser back here (§2's /linkedin/{role} and /slack/{role} among them).
  { path: 'auth/callback/:provider/:role', element: publicPage(<SsoCallbackPage />), handle: auth },
  { path: 'reset-password', element: publicPage(<ResetPasswordPage />), handle: auth },
  { path: SettingsPaths.unsubscribe, element: publicPage(<UnsubscribePage />), handle: settings },
  {
    path: SettingsPaths.deleteAccount,
    element: <ShellWhenSignedIn>{publicPage(<DeleteAccountPage />)}</ShellWhenSignedIn>,
    handle: settings,
  },
  {
    element: <RequireSession />,
    handle: loadAppFrame,
    children: [
      { path: 'feed', element: <FeedPage />, handle: feed },
      { path: 'feed/tag/:tag', element: <FeedTagPage />, handle: feed },
      { path: 'connections', element: <ConnectionsPage />, handle: connections },
      { path: 'jobs', element: <JobsPage />, handle: jobs },
      { path: 'jobs/:id', element: <JobPage />, handle: jobs },
      { path: 'createPost', element: <CreatePostPage />, handle: feed },
      { path: 'events', element: <EventsPage />, handle: events },
      { path: 'events/:id', element: <EventPage />, handle: events },
      { path: 'events/:id/check-in', element: <CheckInPage />, handle: events },
      { path: 'pings', element: <PingsPage />, handle: pings },
      { path: 'communities', element: <CommunitiesPage />, handle: communities },
      { path: 'communities/:id', element: <CommunityPage />, handle: communities },
      { path: 'messages', element: <MobileMessagesPage />, handle: messages },
      { path: 'page/messages', element: <MessagesPage />, handle: messages },
      { path: 'page/messages/:receiverId', element: <ConversationPage />, handle: messages },
      { path: 'profile/:id', element: <ProfilePage />, handle: profile },
      { path: 'connect/:id', element: <ConnectPage />, handle: profile },
      { path: 'company/:id', element: <CompanyPage />, handle: companies },
      { path: SettingsPaths.settings, element: <SettingsPage />, handle: settings },
      { path: 'settings/partner', element: <PartnerSettingsPage />, handle: partnerSettings },
      { path: 'summit', element: <SummitPage />, handle: summits },
      { path: 'summit/:eventCode', element: <SummitPage />, handle: summits },
      { path: 'recruit', element: <RecruitPage />, handle: jobs },
      { path: 'channel', element: <Navigate to="/communities" replace /> },
      { path: 'channel/:id', element: <ChannelPage />, handle: communities },
      { path: 'search', element: <SearchPage />, handle: search },
    ],
  },
  adminRoute,
  {
    path: '*',
    element: (
      <ShellWhenSignedIn>
        <NotFoundPage />
      </ShellWhenSignedIn>
    ),
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts loading the code of the page at `pathname` (its area, the signed-in frame around it, the query client), so it arrives
 * while the app config and the session load instead of after them.
 */
export function preloadPage(pathname: string): void {
  const loads = (matchRoutes(routes, pathname) ?? [])
    .map(({ route }): unknown => route.handle)
    .filter((load): load is () => Promise<unknown> => typeof load === 'function');
  // Every page but the first screen's reads data: the query client's code comes with it (lazyPage).
  if (!loads.includes(signIn)) void loadQueryClient();
  for (const load of loads) void load();
}
