import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { routes, SummitsText, type Summit } from '@nexus/contracts';
import { api } from '../../../api/client';
import { EmptyState, MissingState, PageTitle } from '../../../ui/Page';
import { SummitHero } from '../components/SummitHero';
import { SummitPasses } from '../components/SummitPasses';
import { SummitProgramme } from '../components/SummitProgramme';
import { SummitSpeakers } from '../components/SummitSpeakers';
import { SummitSponsors } from '../components/SummitSponsors';
import { summitKeys } from '../queries';
import { currentEdition } from '../summitText';

/** /summit (the current edition) and /summit/{eventCode}: an edition's hero, passes, programme, speakers and sponsors. */
export function SummitPage() {
  const { eventCode } = useParams();
  const editions = useQuery({
    queryKey: summitKeys.list(),
    queryFn: () => api.call(routes.summits.list, undefined, { silent: true }),
  });
  const shown = eventCode ?? currentEdition(editions.data ?? [])?.eventCode;
  const summit = useQuery({
    queryKey: summitKeys.summit(shown ?? ''),
    queryFn: () => api.call(routes.summits.get, { params: { eventCode: shown! } }, { silent: true }),
    enabled: Boolean(shown),
  });

  if (editions.isPending || (shown && summit.isPending)) return <SummitPageSkeleton />;
  if (!shown) {
    return (
      <>
        <PageTitle title={SummitsText.summit} />
        <EmptyState icon={<EmojiEventsOutlined />} title={SummitsText.noSummits}>
          {SummitsText.noSummitsYet}
        </EmptyState>
      </>
    );
  }
  if (!summit.data) {
    return (
      <MissingState
        icon={<EmojiEventsOutlined />}
        title={SummitsText.summitNotFound}
        action={{ to: '/summit', label: 'See the current summit' }}
      >
        The link may be broken, or the edition may have been renamed.
      </MissingState>
    );
  }
  const detail = summit.data;
  return (
    <>
      <PageTitle title={detail.title} />
      <EditionTabs editions={editions.data ?? []} shown={detail.eventCode} />
      <SummitHero summit={detail} />
      <SummitPasses summit={detail} />
      <SummitProgramme summit={detail} />
      <SummitSpeakers summit={detail} />
      <SummitSponsors summit={detail} />
    </>
  );
}

/** The editions, newest first, each a link to its page. */
function EditionTabs({ editions, shown }: { editions: readonly Summit[]; shown: string }) {
  if (editions.length < 2) return null;
  return (
    <Box component="nav" aria-label={SummitsText.editions} sx={{ mb: 2 }}>
      <Tabs value={shown} variant="scrollable" allowScrollButtonsMobile aria-label={SummitsText.editions}>
        {editions.map((edition) => (
          <Tab
            key={edition.eventCode}
            value={edition.eventCode}
            label={edition.title}
            component={RouterLink}
            to={`/summit/${edition.eventCode}`}
          />
        ))}
      </Tabs>
    </Box>
  );
}

function SummitPageSkeleton() {
  return (
    <Box role="progressbar" aria-label="Loading summit" aria-busy="true">
      <Skeleton width={360} height={48} sx={{ mb: 2 }} />
      <Paper variant="outlined" sx={{ p: 4, mb: 3 }}>
        <Skeleton width={120} />
        <Skeleton width="60%" height={56} />
        <Skeleton width="40%" />
        <Skeleton width="80%" sx={{ mt: 2 }} />
        <Skeleton variant="rounded" width={200} height={54} sx={{ mt: 3 }} />
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={160} />
      </Box>
    </Box>
  );
}
