import { randomUUID } from 'node:crypto';
import { Injectable, StreamableFile } from '@nestjs/common';
import { type Ok, POST_LIMITS, type PostMedia, type PostMediaKind, PostText, UPLOADS } from '@nexus/contracts';
import sharp from 'sharp';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../../platform/common/errors/app-error';
import type { UploadedFile } from '../../platform/common/http/input.decorator';
import { Prisma } from '../../platform/database/generated/client';
import { PrismaService } from '../../platform/database/prisma.service';
import { StorageService } from '../../platform/storage/storage.service';
import { EXTENSION, StoredFiles } from '../../platform/storage/stored-files';
import { type MediaRow, VARIANT_TYPE, mediaKey, originalName, toPostMedia, variantName } from './media-files';

/** Images resized into responsive widths; a GIF is kept as it is (resizing would lose its animation). */
const RESIZED = new Set(['image/png', 'image/jpeg', 'image/webp']);
/** A draft nobody put in a post within this time is removed. */
export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;
/** Drafts removed per upload, so a sweep never makes an upload slow. */
const SWEEP_BATCH = 50;

const kindOf = (type: string): PostMediaKind =>
  type.startsWith('image/') ? 'image' : type.startsWith('video/') ? 'video' : 'document';

/**
 * A post's media, uploaded before the post is written (with progress): each upload is a draft of its uploader's
 * (`post_media` with no post) until POST post names it. Images are resized with sharp into POST_LIMITS.imageWidths
 * (WebP, never upscaled). Drafts older than a day are swept on the next upload (anyone's), a batch at a time.
 */
@Injectable()
export class PostMediaService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly storage: StorageService,
    private readonly files: StoredFiles,
  ) {}

  async upload(auth: AuthContext, file: UploadedFile): Promise<PostMedia> {
    await this.sweepDrafts();
    const type = await this.files.acceptedType(file, UPLOADS.postMedia);
    const id = randomUUID();
    const stored: { name: string; body: Buffer; type: string; width?: number }[] = [
      { name: originalName(EXTENSION[type]!), body: file.buffer, type },
    ];
    let size: { width: number; height: number } | null = null;
    if (type.startsWith('image/')) {
      size = await imageSize(file.buffer);
      if (RESIZED.has(type)) {
        for (const width of POST_LIMITS.imageWidths.filter((w) => w < size!.width)) {
          const body = await sharp(file.buffer).rotate().resize({ width, withoutEnlargement: true }).webp().toBuffer();
          stored.push({ name: variantName(width), body, type: VARIANT_TYPE, width });
        }
      }
    }
    const row: MediaRow = {
      id,
      kind: kindOf(type),
      storage_key: mediaKey(id, stored[0]!.name),
      content_type: type,
      file_name: cleanFileName(file.originalname, EXTENSION[type]!),
      bytes: file.buffer.length,
      width: size?.width ?? null,
      height: size?.height ?? null,
      variants: stored.flatMap((s) => (s.width ? [{ width: s.width }] : [])),
    };
    try {
      for (const s of stored) await this.storage.put(mediaKey(id, s.name), s.body, s.type);
      await this.prisma.postMedia.create({
        data: {
          id,
          uploaderId: auth.user.id,
          kind: row.kind,
          storageKey: row.storage_key,
          contentType: row.content_type,
          fileName: row.file_name,
          bytes: row.bytes,
          width: row.width,
          height: row.height,
          variants: row.variants,
        },
      });
    } catch (error) {
      await this.removeFiles(row);
      throw error;
    }
    return toPostMedia(row);
  }

  /** Removes one of the member's own drafts (not a medium already in a post). */
  async deleteDraft(auth: AuthContext, id: string): Promise<Ok> {
    const media = await this.prisma.postMedia.findUnique({ where: { id } });
    if (!media || media.postId !== null) throw AppError.notFound(PostText.mediaNotFound);
    if (media.uploaderId !== auth.user.id) throw AppError.forbidden();
    const { count } = await this.prisma.postMedia.deleteMany({ where: { id, uploaderId: auth.user.id, postId: null } });
    if (count === 0) throw AppError.notFound(PostText.mediaNotFound);
    await this.removeFiles(asRow(media));
    return { message: 'Removed' };
  }

  /** A stored medium or one of its sizes, by the name its URL carries. */
  async file(id: string, name: string): Promise<StreamableFile> {
    const media = await this.prisma.postMedia.findUnique({ where: { id } });
    const row = media && asRow(media);
    const original = row && row.storage_key === mediaKey(id, name);
    const variant = row?.variants.some((v) => variantName(v.width) === name);
    if (!row || !(original || variant)) throw AppError.notFound();
    const object = await this.storage.get(mediaKey(id, name), original ? row.content_type : VARIANT_TYPE);
    if (!object) throw AppError.notFound();
    return new StreamableFile(object.body, {
      type: object.contentType,
      length: object.size || undefined,
      disposition: row.kind === 'document' && original ? attachment(row.file_name) : undefined,
    });
  }

  /** Removes the files of media whose rows are gone (a deleted post's). */
  async removeFiles(media: Pick<MediaRow, 'id' | 'storage_key' | 'variants'>): Promise<void> {
    const keys = [media.storage_key, ...media.variants.map((v) => mediaKey(media.id, variantName(v.width)))];
    for (const key of keys) await this.files.removeQuietly(key);
  }

  /** Deletes a batch of drafts older than DRAFT_TTL_MS (the partial index on drafts' age), then their files. */
  async sweepDrafts(): Promise<number> {
    const gone = await this.prisma.read<Pick<MediaRow, 'id' | 'storage_key' | 'variants'>>(Prisma.sql`
      DELETE FROM post_media WHERE id IN (
        SELECT id FROM post_media
         WHERE post_id IS NULL AND created_at < now() - ${DRAFT_TTL_MS}::int * interval '1 millisecond'
         ORDER BY created_at LIMIT ${SWEEP_BATCH}::int FOR UPDATE SKIP LOCKED)
      RETURNING id::text, storage_key, variants`);
    for (const media of gone) await this.removeFiles(media);
    return gone.length;
  }
}

async function imageSize(buffer: Buffer): Promise<{ width: number; height: number }> {
  try {
    const meta = await sharp(buffer).metadata();
    // EXIF orientations 5–8 turn the picture a quarter: what the reader sees is the other way round.
    const turned = (meta.orientation ?? 1) >= 5;
    return { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
  } catch {
    throw AppError.invalid(UPLOADS.postMedia.field, 'is not a readable image');
  }
}

/** The name the member's file had, kept printable and short (it is shown and used as the download name). */
function cleanFileName(name: string | undefined, extension: string): string {
  const clean = (name ?? '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .trim()
    .slice(0, 120);
  return clean || `file.${extension}`;
}

/** A download under the member's file name: an ASCII fallback, and the name itself encoded (RFC 6266). */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const asRow = (m: {
  id: string;
  kind: PostMediaKind;
  storageKey: string;
  contentType: string;
  fileName: string;
  bytes: number;
  width: number | null;
  height: number | null;
  variants: Prisma.JsonValue;
}): MediaRow => ({
  id: m.id,
  kind: m.kind,
  storage_key: m.storageKey,
  content_type: m.contentType,
  file_name: m.fileName,
  bytes: m.bytes,
  width: m.width,
  height: m.height,
  variants: m.variants as MediaRow['variants'],
});
