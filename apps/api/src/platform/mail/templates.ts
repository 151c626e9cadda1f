import { LOGIN_TOKEN_TTL_SECONDS, PASSWORD_RESET_TTL_SECONDS, plural, VERIFICATION_CODE_TTL_SECONDS } from '@nexus/contracts';
import type { Mail } from './mail.service';

const minutes = (seconds: number) => Math.round(seconds / 60);
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The frame of every mail: a card on a tinted page, in the reader's colour scheme where the mail client follows it. */
function page(title: string, body: string, action?: { label: string; url: string }): string {
  const button = action
    ? `<p style="margin:24px 0"><a href="${escape(action.url)}" style="background:#0b57d0;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escape(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><style>@media (prefers-color-scheme:dark){.nx-page{background:#131314!important;color:#e3e3e3!important}.nx-card{background:#1e1f20!important}.nx-muted{color:#a8abb0!important}.nx-link{color:#a8c7fa!important}.nx-rule{border-color:#3c4043!important}}</style></head><body class="nx-page" style="font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f1f1f;background:#f4f6fb;padding:24px;margin:0"><div class="nx-card" style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px">${escape(title)}</h1>${body}${button}<p class="nx-muted" style="color:#5f6368;font-size:12px;margin-top:32px">Nexus, the career and networking community.</p></div></body></html>`;
}

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  return page(title, paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join(''), action);
}

export function verificationMail(to: string, code: string, loginUrl: string): Mail {
  return {
    kind: 'transactional',
    to,
    subject: `Your Nexus verification code: ${code}`,
    text: `Welcome to Nexus.\n\nYour verification code is ${code}\nIt expires in ${minutes(VERIFICATION_CODE_TTL_SECONDS)} minutes.\n\nOr confirm your e-mail with this link (valid ${minutes(LOGIN_TOKEN_TTL_SECONDS)} minutes):\n${loginUrl}\n\nIf you did not sign up, ignore this e-mail.\n`,
    html: layout(
      'Confirm your e-mail address',
      [
        'Welcome to Nexus. Enter this code to finish signing up:',
        `<strong style="font-size:28px;letter-spacing:6px">${code}</strong>`,
        `It expires in ${minutes(VERIFICATION_CODE_TTL_SECONDS)} minutes. If you did not sign up, ignore this e-mail.`,
      ],
      { label: 'Confirm and sign in', url: loginUrl },
    ),
  };
}

export function passwordResetMail(to: string, resetUrl: string): Mail {
  return {
    kind: 'transactional',
    to,
    subject: 'Reset your Nexus password',
    text: `Someone asked to reset the password of your Nexus account.\n\nSet a new password with this link (valid ${minutes(PASSWORD_RESET_TTL_SECONDS)} minutes):\n${resetUrl}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
    html: layout(
      'Reset your password',
      [
        'Someone asked to reset the password of your Nexus account.',
        `The link is valid for ${minutes(PASSWORD_RESET_TTL_SECONDS)} minutes. If it was not you, ignore this e-mail: your password stays as it is.`,
      ],
      { label: 'Choose a new password', url: resetUrl },
    ),
  };
}

export function welcomeMail(to: string, firstName: string | null, feedUrl: string, unsubscribeUrl: string): Mail {
  const hello = firstName ? `Welcome to Nexus, ${firstName}` : 'Welcome to Nexus';
  return withUnsubscribe(
    {
      kind: 'notification',
      to,
      subject: hello,
      text: `${hello}.\n\nYour profile is set up. Start with your feed, find people you know and join a community:\n${feedUrl}\n\nNo more e-mails like this one: ${unsubscribeUrl}\n`,
      html: layout(
        hello,
        [
          'Your profile is set up. Start with your feed: find people you know, follow companies and join a community.',
          'A complete profile gets more introductions: add your experience and what you are looking for.',
        ],
        { label: 'Go to your feed', url: feedUrl },
      ),
    },
    unsubscribeUrl,
  );
}

/** A mail that is not required by the account carries the signed one-click unsubscribe link, in the body and header. */
function withUnsubscribe(mail: Mail, unsubscribeUrl: string, label = 'Unsubscribe from Nexus e-mails'): Mail {
  return {
    ...mail,
    html: mail.html.replace(
      '</div></body>',
      `<p style="font-size:12px"><a class="nx-muted" href="${escape(unsubscribeUrl)}" style="color:#5f6368">${escape(label)}</a></p></div></body>`,
    ),
    headers: { ...mail.headers, 'List-Unsubscribe': `<${unsubscribeUrl}>` },
  };
}

/** A ping (/pings) by e-mail: what happened, a button to it, and the unsubscribe link. */
export function notificationMail(to: string, text: string, url: string, unsubscribeUrl: string): Mail {
  return withUnsubscribe(
    {
      kind: 'notification',
      to,
      subject: text,
      text: `${text}\n\nSee it on Nexus: ${url}\n\nNo more e-mails like this one: ${unsubscribeUrl}\n`,
      html: layout('You have a new ping', [escape(text)], { label: 'See it on Nexus', url }),
    },
    unsubscribeUrl,
  );
}

export function accountDeletionMail(to: string, confirmUrl: string): Mail {
  return {
    kind: 'transactional',
    to,
    subject: 'Confirm that you want to delete your Nexus account',
    text: `You asked to delete your Nexus account.\n\nOpen this link to delete it for good (valid ${minutes(LOGIN_TOKEN_TTL_SECONDS)} minutes):\n${confirmUrl}\n\nYour profile, connections and personal data will be erased. If you did not ask for this, ignore this e-mail and change your password.\n`,
    html: layout(
      'Delete your Nexus account?',
      [
        'You asked to delete your Nexus account. Your profile, connections and personal data will be erased, and this cannot be undone.',
        `The link is valid for ${minutes(LOGIN_TOKEN_TTL_SECONDS)} minutes. If you did not ask for this, ignore this e-mail and change your password.`,
      ],
      { label: 'Delete my account', url: confirmUrl },
    ),
  };
}

export function invitationMail(
  to: string,
  companyName: string,
  inviterName: string | null,
  signUpUrl: string,
  days: number,
): Mail {
  const who = inviterName ? `${inviterName} of ${companyName}` : companyName;
  return {
    kind: 'transactional',
    to,
    subject: `${companyName} invites you to join Nexus`,
    text: `${who} invites you to join Nexus as an employee of ${companyName}.\n\nSign up with this link (valid ${days} days):\n${signUpUrl}\n\nIf you do not know ${companyName}, ignore this e-mail.\n`,
    html: layout(
      `Join ${companyName} on Nexus`,
      [
        `${escape(who)} invites you to join Nexus as an employee of ${escape(companyName)}.`,
        `Sign up with the button below and you are on the company page at once. The link is valid for ${days} days. If you do not know ${escape(companyName)}, ignore this e-mail.`,
      ],
      { label: 'Sign up', url: signUpUrl },
    ),
  };
}

/** What a weekly digest says, with a link to each thing; only the sections with something in them are shown. */
export interface DigestContent {
  firstName: string | null;
  requests: { count: number; names: string[]; url: string };
  unreadMessages: { count: number; url: string };
  posts: { author: string; excerpt: string; reactions: number; url: string }[];
  jobs: { count: number; top: { title: string; company: string; url: string }[]; url: string };
  events: { count: number; top: { title: string; startsAt: Date; url: string }[]; url: string };
  homeUrl: string;
}

const eventTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const when = (at: Date) => `${eventTime.format(at)} UTC`;

interface DigestSection {
  heading: string;
  lines: { text: string; detail?: string; url: string }[];
  more?: { label: string; url: string };
}

function digestSections(d: DigestContent): DigestSection[] {
  const sections: DigestSection[] = [];
  if (d.requests.count > 0) {
    const others = d.requests.count - d.requests.names.length;
    sections.push({
      heading: `Connection requests (${d.requests.count.toLocaleString('en-US')})`,
      lines: [
        {
          text: `${d.requests.names.join(', ')}${others > 0 ? ` and ${plural(others, 'other', 'others')}` : ''} ${d.requests.count === 1 ? 'wants' : 'want'} to connect with you`,
          url: d.requests.url,
        },
      ],
      more: { label: 'Answer your requests', url: d.requests.url },
    });
  }
  if (d.unreadMessages.count > 0) {
    sections.push({
      heading: 'Messages',
      lines: [
        { text: `You have ${plural(d.unreadMessages.count, 'unread message', 'unread messages')}`, url: d.unreadMessages.url },
      ],
      more: { label: 'Read your messages', url: d.unreadMessages.url },
    });
  }
  if (d.posts.length > 0) {
    sections.push({
      heading: 'Popular in your network',
      lines: d.posts.map((p) => ({
        text: `${p.author}: “${p.excerpt}”`,
        detail: plural(p.reactions, 'reaction', 'reactions'),
        url: p.url,
      })),
    });
  }
  if (d.jobs.count > 0) {
    sections.push({
      heading: `New jobs for you (${d.jobs.count.toLocaleString('en-US')})`,
      lines: d.jobs.top.map((j) => ({ text: j.title, detail: j.company, url: j.url })),
      more: d.jobs.count > d.jobs.top.length ? { label: 'See every new job', url: d.jobs.url } : undefined,
    });
  }
  if (d.events.count > 0) {
    sections.push({
      heading: `Your events this week (${d.events.count.toLocaleString('en-US')})`,
      lines: d.events.top.map((e) => ({ text: e.title, detail: when(e.startsAt), url: e.url })),
      more: d.events.count > d.events.top.length ? { label: 'See all your events', url: d.events.url } : undefined,
    });
  }
  return sections;
}

/** The subject names the first two things the week holds, so the inbox line says why to open it. */
function digestSubject(d: DigestContent): string {
  const parts = [
    d.requests.count > 0 && plural(d.requests.count, 'connection request', 'connection requests'),
    d.unreadMessages.count > 0 && plural(d.unreadMessages.count, 'unread message', 'unread messages'),
    d.jobs.count > 0 && plural(d.jobs.count, 'new job', 'new jobs'),
    d.events.count > 0 && plural(d.events.count, 'event', 'events'),
    d.posts.length > 0 && 'popular posts in your network',
  ].filter((p): p is string => Boolean(p));
  return `Your week on Nexus: ${parts.slice(0, 2).join(', ')}`;
}

/**
 * The weekly digest: one section per kind of news, each line a link, and its own one-click unsubscribe (the digest
 * only; other e-mails stay on). The lowest priority of all mail (kind `digest`, its own queue).
 */
export function digestMail(to: string, d: DigestContent, unsubscribeUrl: string): Mail {
  const sections = digestSections(d);
  const hello = d.firstName ? `Hello ${d.firstName}, here is your week on Nexus.` : 'Here is your week on Nexus.';
  const text = [
    hello,
    ...sections.map((s) =>
      [
        s.heading,
        ...s.lines.map((l) => `- ${l.text}${l.detail ? ` (${l.detail})` : ''}: ${l.url}`),
        ...(s.more ? [`${s.more.label}: ${s.more.url}`] : []),
      ].join('\n'),
    ),
    `No more weekly digests: ${unsubscribeUrl}`,
  ].join('\n\n');
  const html = sections
    .map(
      (s) =>
        `<h2 class="nx-rule" style="font-size:16px;margin:24px 0 8px;padding-top:16px;border-top:1px solid #e0e3e8">${escape(s.heading)}</h2><ul style="margin:0;padding:0 0 0 18px">${s.lines
          .map(
            (l) =>
              `<li style="margin:0 0 8px"><a class="nx-link" href="${escape(l.url)}" style="color:#0b57d0;text-decoration:none">${escape(l.text)}</a>${
                l.detail ? `<br><span class="nx-muted" style="color:#5f6368;font-size:13px">${escape(l.detail)}</span>` : ''
              }</li>`,
          )
          .join('')}</ul>${
          s.more
            ? `<p style="margin:4px 0 0"><a class="nx-link" href="${escape(s.more.url)}" style="color:#0b57d0;font-weight:600;text-decoration:none">${escape(s.more.label)} →</a></p>`
            : ''
        }`,
    )
    .join('');
  return withUnsubscribe(
    {
      kind: 'digest',
      to,
      subject: digestSubject(d),
      text: `${text}\n`,
      html: page('Your week on Nexus', `<p style="margin:0 0 8px">${escape(hello)}</p>${html}`, {
        label: 'Open Nexus',
        url: d.homeUrl,
      }),
    },
    unsubscribeUrl,
    'No more weekly digests',
  );
}
