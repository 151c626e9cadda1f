import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { PostMediaKind, type PostMedia } from '@nexus/contracts';
import { formatBytes } from '../../api/uploads';
import { PostLabels } from './postText';

/** The widest a post's column gets: a lone image is at most this wide, two or more share it. */
const COLUMN_PX = 680;

/** `srcset` from an image's resized copies (narrowest first), with the original as the widest. */
export function srcSetOf(media: Pick<PostMedia, 'url' | 'width' | 'variants'>): string | undefined {
  if (media.variants.length === 0) return undefined;
  const entries = media.variants.map((v) => `${v.url} ${v.width}w`);
  const widest = media.variants.at(-1)!.width;
  if (media.width && media.width > widest) entries.push(`${media.url} ${media.width}w`);
  return entries.join(', ');
}

function PostImage({ media, alone, alt }: { media: PostMedia; alone: boolean; alt: string }) {
  const ratio = media.width && media.height ? `${media.width} / ${media.height}` : undefined;
  return (
    <Box
      component="img"
      src={media.variants.at(-1)?.url ?? media.url}
      srcSet={srcSetOf(media)}
      sizes={alone ? `(max-width: 720px) 100vw, ${COLUMN_PX}px` : `(max-width: 720px) 50vw, ${COLUMN_PX / 2}px`}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      sx={{
        display: 'block',
        width: '100%',
        height: alone ? 'auto' : '100%',
        maxHeight: alone ? 560 : undefined,
        aspectRatio: alone ? ratio : '1 / 1',
        objectFit: alone ? 'contain' : 'cover',
        bgcolor: 'action.hover',
      }}
    />
  );
}

/** A post's images (responsive, from their resized copies), videos and documents. */
export function PostMediaView({ media, authorName }: { media: PostMedia[]; authorName: string }) {
  const images = media.filter((m) => m.kind === PostMediaKind.Image);
  const videos = media.filter((m) => m.kind === PostMediaKind.Video);
  const documents = media.filter((m) => m.kind === PostMediaKind.Document);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {images.length ? (
        <Box
          sx={{
            display: 'grid',
            gap: 0.5,
            gridTemplateColumns: images.length === 1 ? '1fr' : '1fr 1fr',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          {images.map((m, i) => (
            <PostImage
              key={m.id}
              media={m}
              alone={images.length === 1}
              alt={`Image ${images.length > 1 ? `${i + 1} of ${images.length} ` : ''}shared by ${authorName}`}
            />
          ))}
        </Box>
      ) : null}
      {videos.map((m) => (
        <Box
          key={m.id}
          component="video"
          controls
          preload="metadata"
          aria-label={`${PostLabels.video}: ${m.fileName}`}
          sx={{ width: '100%', maxHeight: 560, borderRadius: 1, bgcolor: 'common.black', aspectRatio: '16 / 9' }}
        >
          <source src={m.url} type={m.contentType} />
        </Box>
      ))}
      {documents.map((m) => (
        <Paper key={m.id} variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5 }}>
          <DescriptionOutlined color="primary" aria-hidden />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Link href={m.url} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600, display: 'block' }} noWrap>
              {m.fileName}
            </Link>
            <Typography variant="caption" color="text.secondary">
              {PostLabels.document} · {formatBytes(m.bytes)}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
