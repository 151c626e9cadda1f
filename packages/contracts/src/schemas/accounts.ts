import { z } from 'zod';
import { DeleteUserReasons } from '../enums.js';
import { opaqueTokenSchema } from './common.js';

const REASONS = Object.values(DeleteUserReasons) as [DeleteUserReasons, ...DeleteUserReasons[]];

export const deleteAccountRequestBodySchema = z
  .object({
    reasonId: z.enum(REASONS, { message: `must be one of ${REASONS.join(', ')}` }),
    otherReasonText: z.string().trim().max(500, { message: 'must be at most 500 characters' }).optional(),
  })
  .refine((b) => b.reasonId !== DeleteUserReasons.Other || Boolean(b.otherReasonText), {
    path: ['otherReasonText'],
    message: 'is required when the reason is other',
  });
export type DeleteAccountRequestBody = z.infer<typeof deleteAccountRequestBodySchema>;

export const deleteAccountConfirmBodySchema = z.object({ token: opaqueTokenSchema });

/** Everything Nexus holds about a member, as one JSON document they can download. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.record(z.string(), z.unknown()),
  profile: z.record(z.string(), z.unknown()).nullable(),
  experiences: z.array(z.record(z.string(), z.unknown())),
  preferences: z.record(z.string(), z.unknown()).nullable(),
  notificationSettings: z.array(z.record(z.string(), z.unknown())),
  onboardingAnswers: z.array(z.record(z.string(), z.unknown())),
  connections: z.array(z.record(z.string(), z.unknown())),
  connectionRequests: z.array(z.record(z.string(), z.unknown())),
  blockedMembers: z.array(z.record(z.string(), z.unknown())),
  followedCompanies: z.array(z.record(z.string(), z.unknown())),
  sessions: z.array(z.record(z.string(), z.unknown())),
  /** The Google, Apple, LinkedIn or Slack accounts linked for sign-in. */
  signInProviders: z.array(z.record(z.string(), z.unknown())),
  interactions: z.array(z.record(z.string(), z.unknown())),
  profileViewsMade: z.array(z.record(z.string(), z.unknown())),
  messages: z.array(z.record(z.string(), z.unknown())),
  posts: z.array(z.record(z.string(), z.unknown())),
  comments: z.array(z.record(z.string(), z.unknown())),
  reactions: z.array(z.record(z.string(), z.unknown())),
  pollVotes: z.array(z.record(z.string(), z.unknown())),
  pings: z.array(z.record(z.string(), z.unknown())),
  channels: z.array(z.record(z.string(), z.unknown())),
  jobApplications: z.array(z.record(z.string(), z.unknown())),
  savedJobs: z.array(z.record(z.string(), z.unknown())),
  jobMatching: z.record(z.string(), z.unknown()).nullable(),
  eventRegistrations: z.array(z.record(z.string(), z.unknown())),
  eventWaitlist: z.array(z.record(z.string(), z.unknown())),
  summitRegistrations: z.array(z.record(z.string(), z.unknown())),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
