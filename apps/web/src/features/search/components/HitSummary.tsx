import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import { SearchKind, type SearchHit } from '@nexus/contracts';
import { CompanyLogo } from '../../../ui/CompanyLogo';

const SIZE = 40;

/** An icon where a kind has no picture of its own (a job without its company's logo, a post, an event). */
const kindIcons = {
  [SearchKind.Jobs]: <WorkOutlined />,
  [SearchKind.Posts]: <ArticleOutlined />,
  [SearchKind.Events]: <EventOutlined />,
};

function initialsOf(title: string): string {
  const words = title.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

function HitPicture({ hit }: { hit: SearchHit }) {
  switch (hit.kind) {
    case SearchKind.People:
      return (
        <Avatar src={hit.image ?? undefined} alt="" sx={{ width: SIZE, height: SIZE, fontSize: 15, fontWeight: 600 }}>
          {initialsOf(hit.title)}
        </Avatar>
      );
    case SearchKind.Companies:
    case SearchKind.Communities:
      return <CompanyLogo name={hit.title} logo={hit.image} size={SIZE} decorative />;
    default:
      return (
        <Avatar
          variant="rounded"
          src={hit.image ?? undefined}
          alt=""
          sx={{ width: SIZE, height: SIZE, bgcolor: 'action.selected', color: 'text.secondary' }}
        >
          {kindIcons[hit.kind]}
        </Avatar>
      );
  }
}

/** What a hit shows wherever it is listed: its picture, its title and one line about it. */
export function HitSummary({ hit }: { hit: SearchHit }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flex: 1 }}>
      <Box aria-hidden sx={{ flexShrink: 0, display: 'flex' }}>
        <HitPicture hit={hit} />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography noWrap sx={{ fontWeight: 600, lineHeight: 1.35 }}>
          {hit.title}
        </Typography>
        {hit.subtitle ? (
          <Typography variant="body2" color="text.secondary" noWrap>
            {hit.subtitle}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

/** A hit's shape while it loads. */
export function HitSkeleton() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1 }}>
      <Skeleton variant="circular" width={SIZE} height={SIZE} sx={{ flexShrink: 0 }} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="45%" />
        <Skeleton width="70%" />
      </Box>
    </Box>
  );
}
