import { appRoutes } from './app.js';
import { authRoutes } from './auth.js';
import { ssoRoutes } from './sso.js';
import { usersRoutes } from './users.js';
import { preferencesRoutes } from './preferences.js';
import { partnersRoutes } from './partners.js';
import { profilesRoutes } from './profiles.js';
import { connectionsRoutes } from './connections.js';
import { notificationsRoutes } from './notifications.js';
import { onboardingRoutes } from './onboarding.js';
import { accountsRoutes } from './accounts.js';
import { filesRoutes } from './files.js';
import { messagesRoutes } from './messages.js';
import { subscriptionsRoutes } from './subscriptions.js';
import { usageRoutes } from './usage.js';
import { employeesRoutes } from './employees.js';
import { invitationsRoutes } from './invitations.js';
import { partnerAdminRoutes } from './partner-admin.js';
import { adminRolesRoutes } from './admin-roles.js';
import { partnerFollowersRoutes } from './partner-followers.js';
import { feedRoutes, postsRoutes } from './posts.js';
import { channelsRoutes, communitiesRoutes } from './communities.js';
import { pingsRoutes } from './pings.js';
import { pushRoutes } from './push.js';
import { jobsRoutes, recruitRoutes } from './jobs.js';
import { summitsRoutes } from './summits.js';
import { calendarRoutes, eventsRoutes } from './events.js';
import { musicRoutes } from './music.js';
import { searchRoutes } from './search.js';
import { adminMembersRoutes, adminReportsRoutes, analyticsRoutes, reportsRoutes } from './moderation.js';

/** Every call of the API (§7), one entry each: method, path, who may call it, and its schemas. */
export const routes = {
  app: appRoutes,
  auth: authRoutes,
  sso: ssoRoutes,
  users: usersRoutes,
  preferences: preferencesRoutes,
  partners: partnersRoutes,
  profiles: profilesRoutes,
  connections: connectionsRoutes,
  onboarding: onboardingRoutes,
  notifications: notificationsRoutes,
  accounts: accountsRoutes,
  files: filesRoutes,
  messages: messagesRoutes,
  subscriptions: subscriptionsRoutes,
  usage: usageRoutes,
  employees: employeesRoutes,
  invitations: invitationsRoutes,
  partnerAdmin: partnerAdminRoutes,
  adminRoles: adminRolesRoutes,
  partnerFollowers: partnerFollowersRoutes,
  posts: postsRoutes,
  feed: feedRoutes,
  communities: communitiesRoutes,
  channels: channelsRoutes,
  pings: pingsRoutes,
  push: pushRoutes,
  jobs: jobsRoutes,
  recruit: recruitRoutes,
  summits: summitsRoutes,
  events: eventsRoutes,
  calendar: calendarRoutes,
  music: musicRoutes,
  reports: reportsRoutes,
  adminReports: adminReportsRoutes,
  adminMembers: adminMembersRoutes,
  analytics: analyticsRoutes,
  search: searchRoutes,
} as const;

export type Routes = typeof routes;
