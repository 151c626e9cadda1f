import type { PostMedia, PostMediaKind } from '@nexus/contracts';

/**
 * Where a post's media live: `post-media/<mediaId>/<name>` in storage, served at `/v1/files/post-media/<mediaId>/<name>`
 * (`original.<ext>`, and for an image `w<width>.webp` per responsive width). Names carry the medium's random id, so
 * only those who were shown the post know them, like avatars.
 */
const FILES_PATH = '/v1/files/post-media/';

export const mediaKey = (mediaId: string, name: string) => `post-media/${mediaId}/${name}`;
export const mediaUrl = (mediaId: string, name: string) => `${FILES_PATH}${mediaId}/${name}`;
export const originalName = (extension: string) => `original.${extension}`;
export const variantName = (width: number) => `w${width}.webp`;
export const VARIANT_TYPE = 'image/webp';

/** A post_media row as the views and the upload read it. */
export interface MediaRow {
  id: string;
  kind: PostMediaKind;
  storage_key: string;
  content_type: string;
  file_name: string;
  bytes: number;
  width: number | null;
  height: number | null;
  variants: { width: number }[];
}

export function toPostMedia(m: MediaRow): PostMedia {
  return {
    id: m.id,
    kind: m.kind,
    url: mediaUrl(m.id, m.storage_key.slice(m.storage_key.lastIndexOf('/') + 1)),
    contentType: m.content_type,
    fileName: m.file_name,
    bytes: m.bytes,
    width: m.width,
    height: m.height,
    variants: m.variants.map(({ width }) => ({ width, url: mediaUrl(m.id, variantName(width)) })),
  };
}
