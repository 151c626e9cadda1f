import { SSO_PROVIDER_NAMES, SsoType } from '@nexus/contracts';

/** What the development sign-in form asks, by field name. */
export interface SignInForm {
  email: string;
  firstName: string;
  lastName: string;
  picture: string;
  emailVerified: boolean;
  team: string;
}

export const FORM_LIMITS = { email: 254, name: 100, picture: 2048, team: 50 } as const;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The label every page of the development provider carries, naming the provider it stands in for. */
export const developmentLabel = (type: SsoType) => `Development sign-in — no real ${SSO_PROVIDER_NAMES[type]} account is used`;

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:32px 16px;color:#1b1f24}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
.banner{background:#fff4ce;border:1px solid #e0b400;border-radius:4px;padding:8px 12px;font-weight:600;margin:0 0 16px}
h1{font-size:1.25rem;margin:0 0 16px}label{display:block;margin:0 0 12px;font-size:.9rem}
input[type=email],input[type=text],input[type=url]{display:block;box-sizing:border-box;width:100%;margin-top:4px;padding:8px;font-size:1rem;border:1px solid #b9bec7;border-radius:4px}
.check{display:flex;gap:8px;align-items:center}.error{color:#b00020;margin:0 0 12px}
button{width:100%;padding:10px;font-size:1rem;border:0;border-radius:4px;background:#1f5fd1;color:#fff;cursor:pointer}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

const field = (label: string, name: string, value: string, type = 'text', extra = '') =>
  `<label>${escapeHtml(label)}<input type="${type}" name="${name}" value="${escapeHtml(value)}"${extra}></label>`;

/** The sign-in form: who signs in, as the provider would tell the client. Everything shown is escaped. */
export function signInPage(options: {
  type: SsoType;
  clientId: string;
  action: string;
  form: SignInForm;
  error?: string;
}): string {
  const { type, clientId, action, form, error } = options;
  const name = SSO_PROVIDER_NAMES[type];
  return page(
    `Development sign-in: ${name}`,
    `<p class="banner" role="note">${escapeHtml(developmentLabel(type))}</p>
<h1>Sign in with ${escapeHtml(name)}</h1>
<p>Signing in to the client <code>${escapeHtml(clientId)}</code>. Whatever you enter here is what the provider tells it.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
${field('E-mail', 'email', form.email, 'email', ` required maxlength="${FORM_LIMITS.email}" autocomplete="email" autofocus`)}
${field('First name', 'firstName', form.firstName, 'text', ` maxlength="${FORM_LIMITS.name}" autocomplete="given-name"`)}
${field('Last name', 'lastName', form.lastName, 'text', ` maxlength="${FORM_LIMITS.name}" autocomplete="family-name"`)}
${field('Picture URL (optional)', 'picture', form.picture, 'url', ` maxlength="${FORM_LIMITS.picture}"`)}
<label class="check"><input type="checkbox" name="emailVerified" value="true"${form.emailVerified ? ' checked' : ''}>The provider has verified this e-mail</label>
${type === SsoType.Slack ? field('Slack team', 'team', form.team, 'text', ` maxlength="${FORM_LIMITS.team}"`) : ''}
<button type="submit">Sign in</button>
</form>`,
  );
}

/** oidc-provider's error page (a bad client, redirect URI or expired interaction), labelled like the rest. */
export function errorPage(out: Record<string, unknown>): string {
  const rows = Object.entries(out)
    .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`)
    .join('\n');
  return page(
    'Development sign-in: error',
    `<p class="banner" role="note">Development sign-in</p><h1>Sign-in failed</h1>${rows}`,
  );
}
