import { z } from 'zod';
import { PAGE_SIZE, TEXT_TRIM_LENGTH } from '../constants.js';
import { NotificationKind } from '../enums.js';
import { keysetPageQuery } from './common.js';
import { ApplicationStageLabels } from './jobs.js';

/** Strings of /pings (notifications) and the bell. */
export const PingsText = {
  title: 'Pings',
  bell: 'Pings',
  markAllRead: 'Mark all read',
  empty: 'No pings yet. When someone mentions you, comments, reacts, asks to connect or writes to you, it shows here.',
  notificationNotFound: 'Notification not found',
  notYours: 'This notification is not yours',
  someone: 'Someone',
} as const;

/** §5: a preview is the text trimmed to TEXT_TRIM_LENGTH characters, in this one helper. */
export function trimText(text: string, length: number = TEXT_TRIM_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1).trimEnd()}…` : flat;
}

/** What a ping says, from its kind and who or what it is about. `preview`: the post's or message's text, trimmed. */
export function pingText(
  kind: NotificationKind,
  {
    actor,
    company,
    preview,
    onComment,
    stage,
  }: {
    actor: string;
    company?: string | null;
    preview?: string | null;
    onComment?: boolean;
    /** An application_status ping: the stage the application moved to. */
    stage?: keyof typeof ApplicationStageLabels | null;
  },
): string {
  const about = onComment ? 'your comment' : 'your post';
  const quoted = preview ? `: "${preview}"` : '';
  switch (kind) {
    case NotificationKind.Mention:
      return `${actor} mentioned you in a post${quoted}`;
    case NotificationKind.Comment:
      return `${actor} commented on your post${quoted}`;
    case NotificationKind.Reply:
      return `${actor} replied to your comment${quoted}`;
    case NotificationKind.Reaction:
      return `${actor} liked ${about}${quoted}`;
    case NotificationKind.ConnectionRequest:
      return `${actor} wants to connect with you`;
    case NotificationKind.ConnectionAccepted:
      return `${actor} accepted your connection request`;
    case NotificationKind.CompanyFollow:
      return `${actor} followed ${company ?? 'your company'}`;
    case NotificationKind.Message:
      return `${actor} sent you a message${quoted}`;
    case NotificationKind.ApplicationStatus:
      return `${company ?? actor} moved your application${quoted} to ${stage ? ApplicationStageLabels[stage] : 'a new stage'}`;
    case NotificationKind.EventSeat:
      return `A seat freed up: you are now registered for ${preview ? `"${preview}"` : 'an event'}`;
    case NotificationKind.ReportOutcome:
      return `Your report was reviewed${preview ? `: ${preview}` : ''}`;
    case NotificationKind.ContentRemoved:
      return `Our moderators removed your content${preview ? `: ${preview}` : ''}`;
    case NotificationKind.AccountSuspended:
      return preview ?? 'Your account status has changed';
  }
}

/** The applicant's list of applications in /jobs (where an application_status ping leads). */
export const JOB_APPLICATIONS_PATH = '/jobs?tab=applications';

/** Where a ping leads: the post, the person, the company, the chat, the applications or the event. */
export function pingLink(
  kind: NotificationKind,
  {
    actorId,
    partnerId,
    postId,
    eventId,
  }: { actorId: string | null; partnerId: string | null; postId: string | null; eventId?: string | null },
): string {
  switch (kind) {
    case NotificationKind.ConnectionRequest:
    case NotificationKind.ConnectionAccepted:
      return actorId ? `/profile/${actorId}` : '/connections';
    case NotificationKind.CompanyFollow:
      return partnerId ? `/company/${partnerId}` : '/pings';
    case NotificationKind.Message:
      return actorId ? `/page/messages/${actorId}` : '/page/messages';
    case NotificationKind.ApplicationStatus:
      return JOB_APPLICATIONS_PATH;
    case NotificationKind.EventSeat:
      return eventId ? `/events/${eventId}` : '/events';
    case NotificationKind.ReportOutcome:
    case NotificationKind.ContentRemoved:
    case NotificationKind.AccountSuspended:
      return '/pings';
    default:
      return postId ? `/feed?post=${postId}` : '/feed';
  }
}

export const pingsQuerySchema = keysetPageQuery(PAGE_SIZE.notifications);
export type PingsQuery = z.infer<typeof pingsQuerySchema>;

export const unreadPingsSchema = z.object({ unreadNotificationsCount: z.number().int() });
export type UnreadPings = z.infer<typeof unreadPingsSchema>;
