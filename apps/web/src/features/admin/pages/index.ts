// The platform admin's console (issue 19 §4), one chunk loaded only once the route has seen a platform admin.
export { AdminLayout } from '../components/AdminLayout';
export { AdminRolesPage } from './AdminRolesPage';
export { AnalyticsPage } from './AnalyticsPage';
export { MemberPage } from './MemberPage';
export { MembersPage } from './MembersPage';
export { MusicPage } from './MusicPage';
export { PinnedPostPage } from './PinnedPostPage';
export { ReportPage } from './ReportPage';
export { ReportsPage } from './ReportsPage';
