import { defineRoute } from '../route.js';
import { idParams, idSchema } from '../schemas/common.js';
import {
  engagementMetricsSchema,
  experienceBodySchema,
  experienceSchema,
  peerQrCodeSchema,
  profileSchema,
  updateProfileBodySchema,
} from '../schemas/profiles.js';
import { z } from 'zod';
import { self } from './access.js';

const experienceParams = z.object({ id: idSchema, experienceId: idSchema });
/** A member's experiences, the current ones first, then by end and start date, latest first. */
const experiences = z.array(experienceSchema);

export const profilesRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/profile/:id',
    access: { kind: 'user' },
    tag: 'profiles',
    summary: "A member's profile as the caller may see it (counts a view); 404 across a block",
    params: idParams,
    response: profileSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/user/:id/profile',
    access: self(),
    writes: true,
    tag: 'profiles',
    summary: 'Update profile fields and visibility toggles',
    params: idParams,
    body: updateProfileBodySchema,
    response: profileSchema,
  }),
  addExperience: defineRoute({
    method: 'POST',
    path: '/user/:id/experiences',
    access: self(),
    writes: true,
    tag: 'profiles',
    summary: 'Add an experience (placed first)',
    params: idParams,
    body: experienceBodySchema,
    response: experiences,
  }),
  updateExperience: defineRoute({
    method: 'PUT',
    path: '/user/:id/experiences/:experienceId',
    access: self(),
    writes: true,
    tag: 'profiles',
    summary: 'Edit an experience',
    params: experienceParams,
    body: experienceBodySchema,
    response: experiences,
  }),
  removeExperience: defineRoute({
    method: 'DELETE',
    path: '/user/:id/experiences/:experienceId',
    access: self(),
    tag: 'profiles',
    summary: 'Remove an experience',
    params: experienceParams,
    response: experiences,
  }),
  engagementMetrics: defineRoute({
    method: 'GET',
    path: '/user/:id/engagement-metrics',
    access: self(),
    tag: 'profiles',
    summary: 'Profile views, connections and followers',
    params: idParams,
    response: engagementMetricsSchema,
  }),
  peerQrCode: defineRoute({
    method: 'GET',
    path: '/user/:id/peer-to-peer-qr-code',
    access: self(),
    tag: 'profiles',
    summary: "A QR code that opens the member's connect page",
    params: idParams,
    response: peerQrCodeSchema,
  }),
} as const;
