import { z } from 'zod';
import { idSchema } from './common.js';

/** §3 Music item: `Key` is the song's storage key; it plays from {PUBLIC_FILES_PATH}/{Key}. */
export const musicItemSchema = z.object({
  id: idSchema,
  Key: z.string(),
  title: z.string(),
});
export type MusicItem = z.infer<typeof musicItemSchema>;

/** A song's title, when the upload gives one (else its file name is used). */
export const uploadMusicQuerySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { message: 'must not be empty' })
    .max(80, { message: 'must be at most 80 characters' })
    .optional(),
});
