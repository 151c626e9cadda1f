import { z } from 'zod';
import { UPLOADS } from '../constants.js';
import { defineRoute } from '../route.js';
import { idParams, okSchema } from '../schemas/common.js';
import { musicItemSchema, uploadMusicQuerySchema } from '../schemas/music.js';

const admin = { kind: 'admin' } as const;

/** The music widget's songs (§7 GET /admin/music): listed with the client key, managed by platform admins. */
export const musicRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/music',
    access: { kind: 'key' },
    tag: 'music',
    summary: "The music widget's songs, oldest first: each plays from the public bucket at {bucket}/{Key}",
    response: z.array(musicItemSchema),
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/admin/music',
    access: admin,
    tag: 'music',
    summary: 'Add a song (multipart field "file"; platform admins); `title` defaults to the file name',
    query: uploadMusicQuerySchema,
    upload: UPLOADS.music,
    response: musicItemSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/admin/music/:id',
    access: admin,
    tag: 'music',
    summary: 'Remove a song and its file (platform admins)',
    params: idParams,
    response: okSchema,
  }),
  file: defineRoute({
    method: 'GET',
    path: '/files/music/:name',
    access: { kind: 'public' },
    tag: 'music',
    summary: 'A song of the music widget (the public bucket)',
    params: z.object({
      name: z.string().regex(/^[0-9a-f-]{36}\.(mp3|ogg|wav|m4a)$/, { message: 'is not a song of Nexus' }),
    }),
    binary: true,
    response: z.unknown(),
  }),
} as const;
