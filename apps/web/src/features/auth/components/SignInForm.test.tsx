import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, Role, Text } from '@nexus/contracts';
import { answerWith, authResponse, calls, config, refusal, renderAppAt, ssoUser, type Reply } from '../authTesting';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Nexus:admin%40nexus.test?secret=JBSWY3DPEHPK3PXP&issuer=Nexus',
};
const admin = ssoUser({ role: Role.Admin, isOnBoarded: true, username: 'admin@nexus.test' });
const logins = () => calls.filter((c) => c.url === '/user/login').map((c) => c.body);

/** Answers the logins in turn. */
async function loginAnswers(...replies: Reply[]) {
  await answerWith((method, url) => (method === 'PUT' && url === '/user/login' ? replies.shift() : undefined));
}

async function signInAsAdmin() {
  await renderAppAt('/', config({ development: true }));
  fireEvent.click(await screen.findByRole('radio', { name: 'Admin' }));
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'Admin@Nexus.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo-password' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
}

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));

// The first test loads the app's first screen and the client: slow on a busy machine.
describe('a platform admin’s second factor', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('sets the authenticator up from the QR code, then signs in with its code', async () => {
    await loginAnswers(
      { status: 401, data: refusal(401, ErrorCode.TotpSetupRequired, Text.totpSetupRequired, { totpSetup: SETUP }) },
      { status: 401, data: refusal(401, ErrorCode.TotpInvalid, Text.totpInvalid) },
      { status: 200, data: authResponse(admin) },
    );
    await signInAsAdmin();
    const code = await screen.findByLabelText('Authenticator code');
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe(SETUP.secret);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await waitFor(() => expect(document.activeElement).toBe(code));

    // Checked before it is sent: six digits.
    fireEvent.change(code, { target: { value: '12345' } });
    await submit();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(logins()).toHaveLength(1);

    fireEvent.change(code, { target: { value: '654 321' } });
    await submit();
    expect(await screen.findByText(Text.totpInvalid)).toBeTruthy();
    expect(code.getAttribute('aria-describedby')).toBe(screen.getByText(Text.totpInvalid).id);
    // The setup stays on screen while the admin has not got it right yet.
    expect(screen.getByTestId('totp-secret')).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    await submit();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/reports'));
    const credentials = { username: 'admin@nexus.test', password: 'demo-password', role: Role.Admin };
    expect(logins()).toEqual([credentials, { ...credentials, otp: '654321' }, { ...credentials, otp: '123456' }]);
  });

  it('asks for the code alone once the app is set up, and forgets it for another account', async () => {
    await loginAnswers({ status: 401, data: refusal(401, ErrorCode.TotpRequired, Text.totpRequired) });
    await signInAsAdmin();
    const code = await screen.findByLabelText('Authenticator code');
    expect(screen.getByText(Text.totpRequired).id).toBe(code.getAttribute('aria-describedby'));
    expect(screen.queryByTestId('totp-setup')).toBeNull();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'other@nexus.test' } });
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();
  });

  it('shows any other refusal as a toast, without the code field', async () => {
    await loginAnswers({ status: 403, data: refusal(403, ErrorCode.PasswordLoginOff, Text.adminPasswordLoginOff) });
    await signInAsAdmin();
    expect(await screen.findByText(Text.adminPasswordLoginOff, undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();
  });
});
