import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIsDevice } from '../../../lib/device';
import { PageTitle } from '../../../ui/Page';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { SearchResults, tabOf } from '../components/SearchResults';
import { SearchCombobox } from '../components/SearchCombobox';
import { searchable } from '../queries';
import { SearchText } from '../searchText';

/**
 * /search: without words, the search screen (phones reach it from the app bar's icon): the box focused, recent
 * searches, live grouped hits. With ?q=, the full results page; on a phone the box stays above it.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const hasQuery = searchable(q);
  const isDevice = useIsDevice();
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      {hasQuery ? null : (
        <>
          <PageTitle title={SearchText.screenTitle} />
          <Typography variant="h2" component="h1" sx={visuallyHidden}>
            {SearchText.screenTitle}
          </Typography>
        </>
      )}
      {isDevice || !hasQuery ? (
        <Box sx={{ mb: 3 }}>
          <SearchCombobox variant="inline" query={q} autoFocus={!hasQuery} keepOpen={!hasQuery} />
        </Box>
      ) : null}
      {hasQuery ? <SearchResults q={q} tab={tabOf(params.get('tab'))} /> : null}
    </Box>
  );
}
