import { z } from 'zod';
import { defineRoute } from '../route.js';
import { idParams } from '../schemas/common.js';
import {
  summitDetailSchema,
  summitParams,
  summitRegistrationBodySchema,
  summitRegistrationSchema,
  summitSchema,
} from '../schemas/summits.js';
import { self } from './access.js';

const user = { kind: 'user' } as const;

/**
 * Summits (§1, §2 /summit, /register/{registrationType}): the BFUTR and BNXT editions, one per event code, each with
 * passes, sponsors by tier, speakers and a programme of sessions (events). The editions are few, so their lists are
 * whole; a member registers once per edition, the registration type naming it.
 */
export const summitsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/summits',
    access: user,
    tag: 'summits',
    summary: "The summit editions, newest first, each with the caller's registration",
    response: z.array(summitSchema),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/summits/:eventCode',
    access: user,
    tag: 'summits',
    summary: "One edition by its event code: passes, sponsors by tier, speakers, programme and the caller's registration",
    params: summitParams,
    response: summitDetailSchema,
  }),
  register: defineRoute({
    method: 'POST',
    path: '/user/:id/summit-registrations',
    access: self(),
    writes: true,
    tag: 'summits',
    summary:
      'Register the member for the edition their registration type names, with a pass (409 when already registered, closed or sold out)',
    params: idParams,
    body: summitRegistrationBodySchema,
    response: summitRegistrationSchema,
  }),
  registrations: defineRoute({
    method: 'GET',
    path: '/user/:id/summit-registrations',
    access: self(),
    tag: 'summits',
    summary: "The member's summit registrations, newest first",
    params: idParams,
    response: z.array(summitRegistrationSchema),
  }),
} as const;
