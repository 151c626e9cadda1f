// For the auth area's tests only: its pages inside the app's providers, at an address, against recorded replies.
import { StrictMode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { APP_CONFIG_ELEMENT_ID, AuthType, ErrorCode, SsoType, type AppConfig } from '@nexus/contracts';
import { httpClient } from '../../api/client';
import { AppConfigGate } from '../../lib/appConfig';
import { SessionProvider } from '../../lib/session/SessionProvider';
import { testUser } from '../../testing/users';
import { ThemeModeProvider } from '../../ui/theme/ThemeModeProvider';
import { ToastHost } from '../../ui/toast/ToastHost';
import { LandingPage } from './pages/LandingPage';
import { SsoCallbackPage } from './pages/SsoCallbackPage';

export type Reply = { status: number; data: unknown };
/** Answers a request by its method and URL (relative to /v1), or undefined for 404. */
export type Replier = (method: string, url: string, body: unknown) => Reply | undefined;

export interface Recorded {
  method: string;
  url: string;
  body: unknown;
}

export const refusal = (statusCode: number, code: ErrorCode, message: string, extra: Record<string, unknown> = {}) => ({
  statusCode,
  code,
  httpMessage: message,
  responseMessage: message,
  ...extra,
});

export const ssoUser = (overrides: Record<string, unknown> = {}) => ({
  ...testUser(),
  authType: AuthType.Sso,
  ssoType: SsoType.Google,
  isOnBoarded: false,
  ...overrides,
});

export const authResponse = (user: Record<string, unknown>) => ({ user, session: { accessToken: 'access-token' } });

export const config = (sso: Partial<AppConfig['sso']> = {}): AppConfig => ({
  environment: 'test',
  marketingSiteUrl: 'https://nexus.example',
  clientKey: 'client-key',
  push: { vapidPublicKey: 'test-vapid-public-key' },
  sso: {
    providers: [SsoType.Google, SsoType.Apple, SsoType.LinkedIn, SsoType.Slack],
    development: false,
    adminPassword: true,
    ...sso,
  },
});

/** The calls the app made, in order. */
export const calls: Recorded[] = [];

/** Every request answered by `replier`; what it does not know is a 404. */
export async function answerWith(replier: Replier, { heldUntil }: { heldUntil?: Promise<void> } = {}): Promise<void> {
  calls.length = 0;
  const adapter: AxiosAdapter = async (request: InternalAxiosRequestConfig) => {
    const method = (request.method ?? 'get').toUpperCase();
    const url = request.url ?? '';
    const body: unknown = typeof request.data === 'string' ? JSON.parse(request.data) : request.data;
    calls.push({ method, url, body });
    if (heldUntil) await heldUntil;
    const reply = replier(method, url, body) ?? { status: 404, data: refusal(404, ErrorCode.NotFound, 'Not found') };
    const response: AxiosResponse = { status: reply.status, statusText: '', data: reply.data, headers: {}, config: request };
    if (reply.status >= 400) throw new AxiosError('failed', String(reply.status), request, null, response);
    return response;
  };
  (await httpClient()).defaults.adapter = adapter;
}

/** Any other page: where the session sent the browser. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}

/**
 * The auth pages inside the providers App.tsx puts around every page (the config in the page, as the API serves it),
 * at `address`, in StrictMode as in development (effects run twice).
 */
export async function renderAppAt(address: string, appConfig: AppConfig = config()): Promise<void> {
  document.getElementById(APP_CONFIG_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = APP_CONFIG_ELEMENT_ID;
  element.textContent = JSON.stringify(appConfig);
  document.head.append(element);
  window.history.replaceState(null, '', address);
  await act(async () => {
    render(
      <StrictMode>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ThemeModeProvider>
            <ToastHost>
              <BrowserRouter>
                <AppConfigGate>
                  <SessionProvider>
                    <Routes>
                      <Route index element={<LandingPage />} />
                      <Route path="auth/callback/:provider/:role" element={<SsoCallbackPage />} />
                      <Route path="*" element={<Elsewhere />} />
                    </Routes>
                  </SessionProvider>
                </AppConfigGate>
              </BrowserRouter>
            </ToastHost>
          </ThemeModeProvider>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}
