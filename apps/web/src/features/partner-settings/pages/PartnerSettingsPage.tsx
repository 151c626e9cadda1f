import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHeading } from '../../../ui/Page';
import { useSession } from '../../../lib/session/useSession';
import { AdminGroupsTab } from '../components/AdminGroupsTab';
import { CompanyPageTab } from '../components/CompanyPageTab';
import { EmployeesTab } from '../components/EmployeesTab';
import { SubscriptionTab } from '../components/SubscriptionTab';

const TABS = [
  { key: 'company', label: 'Company page', Panel: CompanyPageTab },
  { key: 'admins', label: 'Admin groups', Panel: AdminGroupsTab },
  { key: 'employees', label: 'Employees', Panel: EmployeesTab },
  { key: 'subscription', label: 'Subscription', Panel: SubscriptionTab },
] as const;

/** /settings/partner: the organisation's company page, admin groups, employees and plan, a tab each (?tab=). */
export function PartnerSettingsPage() {
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const current = TABS.find((t) => t.key === search.get('tab')) ?? TABS[0];
  const partnerId = user?.partnerId;
  return (
    <>
      <PageHeading title="Partner settings" description="Your organisation's company page, admin groups, employees and plan." />
      <Tabs
        value={current.key}
        onChange={(_, key: string) => setSearch({ tab: key }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Partner settings"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab key={t.key} value={t.key} label={t.label} id={`partner-tab-${t.key}`} aria-controls={`partner-panel-${t.key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`partner-panel-${current.key}`} aria-labelledby={`partner-tab-${current.key}`}>
        {partnerId ? <current.Panel partnerId={partnerId} /> : null}
      </Box>
    </>
  );
}
