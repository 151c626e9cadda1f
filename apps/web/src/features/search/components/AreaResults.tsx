import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import { SearchKind } from '@nexus/contracts';
import { useMemberCommunities } from '../../../lib/people/queries';
import { CommunityScopeSelect } from '../../../ui/CommunityScopeSelect';
import { JobFilters } from '../../../ui/jobs/JobFilters';
import { filtersFrom, withFilters, type JobFilters as Filters } from '../../../ui/jobs/searchParams';
import { useCommunityPeople, useFilteredJobs } from '../queries';
import { SearchKindLabels, SearchText } from '../searchText';
import { KindResults, PagedHits } from './HitLists';

/** The query-string key of the People tab's community. */
const COMMUNITY = 'community';

function CommunityPeople({ q, communityId }: { q: string; communityId: string }) {
  return (
    <PagedHits
      results={useCommunityPeople(q, communityId)}
      label={SearchKindLabels[SearchKind.People]}
      emptyTitle={SearchText.noKindResults(SearchKind.People, q)}
    />
  );
}

/**
 * The People tab: everyone by GET /search/people (ranked, typo-tolerant), or, once one of the member's communities
 * is chosen as on the Connections page, that community's members by its search.
 */
export function PeopleResults({ q }: { q: string }) {
  const [params, setParams] = useSearchParams();
  const communities = useMemberCommunities().data ?? [];
  const community = communities.find((c) => c.id === params.get(COMMUNITY));
  const setCommunity = (id: string) => {
    const next = new URLSearchParams(params);
    if (id) next.set(COMMUNITY, id);
    else next.delete(COMMUNITY);
    setParams(next, { replace: true });
  };
  return (
    <>
      {communities.length > 0 ? (
        <Box role="search" aria-label={SearchText.peopleFilters} sx={{ mb: 2 }}>
          <CommunityScopeSelect communities={communities} value={community?.id ?? ''} onChange={setCommunity} size="small" />
        </Box>
      ) : null}
      {community ? <CommunityPeople q={q} communityId={community.id} /> : <KindResults kind={SearchKind.People} q={q} />}
    </>
  );
}

function FilteredJobs({ q, filters }: { q: string; filters: Filters }) {
  return (
    <PagedHits
      results={useFilteredJobs(q, filters)}
      label={SearchKindLabels[SearchKind.Jobs]}
      emptyTitle={SearchText.noKindResults(SearchKind.Jobs, q)}
    />
  );
}

/**
 * The Jobs tab: GET /search/jobs (ranked, typo-tolerant) until one of the job board's filters is set, then the job
 * board's search with the words as its keyword and those filters, kept in the URL as /jobs keeps them.
 */
export function JobResults({ q }: { q: string }) {
  const [params, setParams] = useSearchParams();
  // The words are the keyword: a keyword in the URL is not one of this tab's filters.
  const { keyword: _keyword, ...filters } = filtersFrom(params);
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <JobFilters
        value={filters}
        onChange={(next) => setParams(withFilters(params, { ...next, keyword: undefined }), { replace: true })}
        withKeyword={false}
      />
      {filtered ? <FilteredJobs q={q} filters={filters} /> : <KindResults kind={SearchKind.Jobs} q={q} />}
    </>
  );
}
