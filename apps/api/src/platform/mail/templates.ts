import { LOGIN_TOKEN_TTL_SECONDS, PASSWORD_RESET_TTL_SECONDS, VERIFICATION_CODE_TTL_SECONDS } from '@nexus/contracts';
import type { Mail } from './mail.service';

const minutes = (seconds: number) => Math.round(seconds / 60);
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escape(action.url)}" style="background:#0b57d0;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escape(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f1f1f;background:#f4f6fb;padding:24px"><div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px">${escape(title)}</h1>${body}${button}<p style="color:#5f6368;font-size:12px;margin-top:32px">Nexus, the career and networking community.</p></div></body></html>`;
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
function withUnsubscribe(mail: Mail, unsubscribeUrl: string): Mail {
  return {
    ...mail,
    html: mail.html.replace(
      '</div></body>',
      `<p style="font-size:12px"><a href="${escape(unsubscribeUrl)}" style="color:#5f6368">Unsubscribe from Nexus e-mails</a></p></div></body>`,
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
