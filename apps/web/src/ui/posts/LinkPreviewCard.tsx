import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import type { LinkPreview } from '@nexus/contracts';
import { PostLabels } from './postText';

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** A link's title, description and image, as the server fetched them; the whole card opens the link. */
export function LinkPreviewCard({ preview, onRemove }: { preview: LinkPreview; onRemove?: () => void }) {
  const site = preview.siteName ?? hostOf(preview.url);
  return (
    <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
      <CardActionArea
        href={preview.url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        {preview.image ? (
          <Box
            component="img"
            src={preview.image}
            alt=""
            loading="lazy"
            sx={{ width: { xs: 96, sm: 140 }, flexShrink: 0, objectFit: 'cover', bgcolor: 'action.hover' }}
          />
        ) : null}
        <Box sx={{ p: 1.5, minWidth: 0, pr: onRemove ? 6 : 1.5 }}>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {site}
          </Typography>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {preview.title ?? hostOf(preview.url)}
          </Typography>
          {preview.description ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {preview.description}
            </Typography>
          ) : null}
        </Box>
      </CardActionArea>
      {onRemove ? (
        <IconButton
          aria-label={PostLabels.removePreview}
          onClick={onRemove}
          size="small"
          sx={{ position: 'absolute', top: 6, right: 6, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
        >
          <CloseOutlined fontSize="small" />
        </IconButton>
      ) : null}
    </Paper>
  );
}
