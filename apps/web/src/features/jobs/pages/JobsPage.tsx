import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JobsText, routes } from '@nexus/contracts';
import { api } from '../../../api/client';
import { PageHeading } from '../../../ui/Page';
import { JobFilters } from '../../../ui/jobs/JobFilters';
import { JobSearchResults, MyApplications, SavedJobs } from '../components/JobLists';
import { jobKeys } from '../queries';
import { filtersFrom, withFilters } from '../../../ui/jobs/searchParams';

const TABS = { search: JobsText.searchTab, saved: JobsText.savedTab, applications: JobsText.applicationsTab } as const;
type TabKey = keyof typeof TABS;

/** /jobs: search (the filters live in the query string, so a search is a shareable URL), saved jobs, applications. */
export function JobsPage() {
  const [params, setParams] = useSearchParams();
  const tab: TabKey = (Object.keys(TABS) as TabKey[]).find((k) => k === params.get('tab')) ?? 'search';
  const filters = filtersFrom(params);
  const setTab = (next: TabKey) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'search') nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams);
  };
  return (
    <>
      <PageHeading title={JobsText.jobs} description="Roles from companies on Nexus, and where your applications stand." />
      <MatchPreferenceSwitch />
      <Tabs value={tab} onChange={(_, v: TabKey) => setTab(v)} sx={{ mb: 2 }} variant="scrollable" allowScrollButtonsMobile>
        {(Object.keys(TABS) as TabKey[]).map((k) => (
          <Tab key={k} value={k} label={TABS[k]} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={TABS[tab]}>
        {tab === 'search' ? (
          <>
            <JobFilters value={filters} onChange={(next) => setParams(withFilters(params, next), { replace: true })} />
            <JobSearchResults filters={filters} />
          </>
        ) : tab === 'saved' ? (
          <SavedJobs />
        ) : (
          <MyApplications />
        )}
      </Box>
    </>
  );
}

/** The member's opt-in to partners' candidate scans. */
function MatchPreferenceSwitch() {
  const queryClient = useQueryClient();
  const preference = useQuery({
    queryKey: jobKeys.matchPreference,
    queryFn: () => api.call(routes.jobs.matchPreference, {}, { silent: true }),
  });
  const change = useMutation({
    mutationFn: (openToMatches: boolean) => api.call(routes.jobs.setMatchPreference, { body: { openToMatches } }),
    onSuccess: (saved) => queryClient.setQueryData(jobKeys.matchPreference, saved),
  });
  return (
    <FormControlLabel
      control={
        <Switch
          checked={preference.data?.openToMatches ?? false}
          disabled={preference.isPending || change.isPending}
          onChange={(e) => change.mutate(e.target.checked)}
        />
      }
      label={JobsText.openToMatches}
      sx={{ mt: -1.5, mb: 1 }}
    />
  );
}
