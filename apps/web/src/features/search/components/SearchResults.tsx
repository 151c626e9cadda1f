import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { SEARCH_KINDS, SearchKind } from '@nexus/contracts';
import { PageHeading } from '../../../ui/Page';
import { useSearchGroups } from '../queries';
import { ALL_TAB, resultsPath, SearchKindLabels, SearchText, type SearchTab } from '../searchText';
import { JobResults, PeopleResults } from './AreaResults';
import { HitList, KindResults, ListSkeleton, LoadError, NoResults } from './HitLists';

const TABS: SearchTab[] = [ALL_TAB, ...SEARCH_KINDS];
const tabLabel = (tab: SearchTab) => (tab === ALL_TAB ? SearchText.all : SearchKindLabels[tab]);

/** The tab a URL names; anything else is All. */
export const tabOf = (value: string | null): SearchTab => TABS.find((t) => t === value) ?? ALL_TAB;

/** The All tab: each kind's best hits under its name, with the way to its own tab. */
function AllResults({ q, onTab }: { q: string; onTab: (tab: SearchKind) => void }) {
  const results = useSearchGroups(q);
  if (results.isError && !results.data) return <LoadError onRetry={() => void results.refetch()} />;
  if (!results.data || results.isPlaceholderData) return <ListSkeleton rows={6} />;
  if (results.data.groups.length === 0) return <NoResults title={SearchText.noResults(q)} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {results.data.groups.map((group) => (
        <Card key={group.kind} component="section" aria-labelledby={`search-group-${group.kind}`}>
          <Typography id={`search-group-${group.kind}`} variant="h3" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
            {SearchKindLabels[group.kind]}
          </Typography>
          <HitList hits={group.items} label={SearchKindLabels[group.kind]} />
          <Divider />
          <Button onClick={() => onTab(group.kind)} sx={{ m: 1 }}>
            {SearchText.seeAllOf(group.kind)}
          </Button>
        </Card>
      ))}
    </Box>
  );
}

/**
 * The full results page (/search?q=…&tab=…): a tab per kind after All, the tab in the URL so back and a shared link
 * land on it. People and Jobs bring their area's filters (AreaResults, and the README says why).
 */
export function SearchResults({ q, tab }: { q: string; tab: SearchTab }) {
  const navigate = useNavigate();
  const toTab = (next: SearchTab) => void navigate(resultsPath(q, next));
  return (
    <>
      <PageHeading title={SearchText.resultsTitle(q)} />
      <Tabs
        value={tab}
        onChange={(_, next: SearchTab) => toTab(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={SearchText.tabs}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab key={t} value={t} label={tabLabel(t)} id={`search-tab-${t}`} aria-controls={`search-panel-${t}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`search-panel-${tab}`} aria-labelledby={`search-tab-${tab}`}>
        {tab === ALL_TAB ? (
          <AllResults q={q} onTab={toTab} />
        ) : tab === SearchKind.People ? (
          <PeopleResults q={q} />
        ) : tab === SearchKind.Jobs ? (
          <JobResults q={q} />
        ) : (
          <KindResults kind={tab} q={q} />
        )}
      </Box>
    </>
  );
}
