import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import {
  API_PREFIX,
  CLIENT_KEY_HEADER,
  HTTP_TIMEOUT_MS,
  buildPath,
  routes,
  type ErrorCode,
  type FieldIssue,
  type RouteContract,
  type RouteRequest,
  type RouteResponse,
} from '@nexus/contracts';
import { storage } from '../lib/storage';
import { currentClientKey, notifyAccountBlocked, notifyAccountSuspended, notifySessionEnded } from './clientState';
import { earlyPath, takeEarlyAnswer } from './early';
import { toast } from '../ui/toast/toast';
import { uploadProblem } from './uploads';
import {
  ApiCallError,
  errorMessageFor,
  errorToastFor,
  isAccountBlocked,
  isAccountSuspended,
  isSessionEnding,
  readErrorFields,
  shouldRefreshAndRetry,
  type FailedCall,
} from './errors';

export interface CallOptions {
  /** No error toast on failure. */
  silent?: boolean;
  /** Resolve with `{ error: true, message }` instead of throwing. */
  handleError?: boolean;
  /** Upload routes: called with 0–100 as the request body is sent. */
  onUploadProgress?: (percent: number) => void;
}

export interface HandledError {
  error: true;
  message: string;
  /** The server's responseMessage (login failures show it, §8), else `message`. */
  responseMessage: string;
  status: number | null;
  /** The contracts' error code, to branch on (never on the message). */
  code: ErrorCode | null;
  issues: FieldIssue[];
}

export const isHandledError = (v: unknown): v is HandledError =>
  typeof v === 'object' && v !== null && (v as HandledError).error === true;

/** A 10 MB resume on a slow connection outlasts HTTP_TIMEOUT_MS; uploads get longer. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export { ApiCallError };
export { setAccountBlockedHandler, setAccountSuspendedHandler, setClientKey, setSessionEndedHandler } from './clientState';

let http: Promise<AxiosInstance> | null = null;

/**
 * The axios instance, loaded with the first call. Exported for tests (adapter); the app goes through `api.call`.
 */
export function httpClient(): Promise<AxiosInstance> {
  http ??= import('axios').then(({ default: axios }) =>
    axios.create({
      baseURL: `/${API_PREFIX}`,
      timeout: HTTP_TIMEOUT_MS,
      withCredentials: true,
      headers: { Accept: 'application/json' },
    }),
  );
  return http;
}

function headersFor(route: RouteContract): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = storage.getToken();
  switch (route.access.kind) {
    case 'public':
      break;
    case 'key':
    case 'keyOrUser': {
      const clientKey = currentClientKey();
      if (clientKey) headers[CLIENT_KEY_HEADER] = clientKey;
      if (token) headers.Authorization = `Bearer ${token}`;
      break;
    }
    default:
      if (token) headers.Authorization = `Bearer ${token}`;
  }
  return headers;
}

const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as AxiosError).isAxiosError === true;

function toFailed(error: unknown): FailedCall {
  if (isAxiosError(error)) return { status: error.response?.status ?? null, body: error.response?.data };
  return { status: null, body: null };
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 403s share it. */
function refreshAccessToken(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const route = routes.auth.refresh;
      const res = await (await httpClient()).request({ method: route.method, url: route.path, headers: headersFor(route) });
      const session = route.response.parse(res.data);
      storage.setToken(session.accessToken);
      return true;
    } catch (error) {
      const failed = toFailed(error);
      if (isSessionEnding(failed)) endSession();
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * A call that failed: the session ends if the server says so, and the error toast shows unless `silent`. A signed-in
 * call answered 401 ACCOUNT_BLOCKED ends the session as blocked (its handler shows the toast, silent or not): the
 * first such answer does, as it clears the token; a login's refusal is the login form's to show.
 */
function reportFailure(route: RouteContract, error: unknown, silent: boolean): FailedCall {
  const failed = toFailed(error);
  if (isAccountBlocked(failed) && route.access.kind !== 'public') {
    if (storage.getToken()) {
      storage.clearSession();
      notifyAccountBlocked();
    }
    return failed;
  }
  if (isSessionEnding(failed)) endSession();
  if (isAccountSuspended(failed)) notifyAccountSuspended();
  const shown = errorToastFor(failed, silent);
  if (shown) toast.error(shown);
  return failed;
}

/** The first ending decides where the page goes: a later 401 of a session already ended (as blocked, say) does not. */
function endSession(): void {
  if (!storage.getToken()) return;
  storage.clearSession();
  notifySessionEnded();
}

async function send(route: RouteContract, config: AxiosRequestConfig, retried: boolean): Promise<unknown> {
  return (await sendForResponse(route, config, retried)).data;
}

async function sendForResponse(route: RouteContract, config: AxiosRequestConfig, retried: boolean): Promise<AxiosResponse> {
  try {
    return await (await httpClient()).request({ ...config, headers: headersFor(route) });
  } catch (error) {
    const failed = toFailed(error);
    if (!retried && route !== routes.auth.refresh && shouldRefreshAndRetry(failed) && storage.getToken()) {
      if (await refreshAccessToken()) return sendForResponse(route, config, true);
    }
    throw error;
  }
}

function call<R extends RouteContract>(
  route: R,
  request: RouteRequest<R>,
  options: CallOptions & { handleError: true },
): Promise<RouteResponse<R> | HandledError>;
function call<R extends RouteContract>(
  route: R,
  request?: RouteRequest<R>,
  options?: CallOptions & { handleError?: false },
): Promise<RouteResponse<R>>;
async function call<R extends RouteContract>(
  route: R,
  request?: RouteRequest<R>,
  options: CallOptions = {},
): Promise<RouteResponse<R> | HandledError> {
  const req = (request ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    file?: Blob;
  };
  const config: AxiosRequestConfig = {
    method: route.method,
    url: buildPath(route.path, req.params ?? {}),
    params: req.query,
    data: req.body,
  };
  if (route.upload) {
    // Checked here as on the server, so a wrong file never leaves the browser.
    const problem = req.file ? uploadProblem(route.upload, req.file) : `Choose ${route.upload.description}`;
    if (problem) {
      if (!options.silent) toast.error(problem);
      const issues: FieldIssue[] = [{ field: route.upload.field, message: problem }];
      if (options.handleError) {
        return { error: true, message: problem, responseMessage: problem, status: null, code: null, issues };
      }
      throw new ApiCallError(problem, { status: null, body: { httpMessage: problem, issues } });
    }
    const form = new FormData();
    form.append(route.upload.field, req.file!, req.file instanceof File ? req.file.name : 'upload');
    config.data = form;
    // The browser sets multipart/form-data with its boundary; a file may take longer to send than a JSON call.
    config.timeout = UPLOAD_TIMEOUT_MS;
  }
  if (options.onUploadProgress) {
    const report = options.onUploadProgress;
    config.onUploadProgress = (e) => {
      if (e.total) report(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
  }
  // A GET that index.html already made (early.ts) is answered from there when it succeeded.
  const early = route.method === 'GET' ? takeEarlyAnswer(earlyPath(config.url!, req.query), storage.getToken()) : undefined;
  let data: unknown = early ? await early : undefined;
  try {
    if (data === undefined) data = await send(route, config, false);
  } catch (error) {
    const failed = reportFailure(route, error, options.silent ?? false);
    const message = errorMessageFor(failed);
    if (options.handleError) {
      const fields = readErrorFields(failed.body);
      return {
        error: true,
        message,
        responseMessage: fields.responseMessage ?? message,
        status: failed.status,
        code: fields.code,
        issues: fields.issues,
      };
    }
    throw new ApiCallError(message, failed);
  }
  const parsed = route.response.safeParse(data);
  if (!parsed.success) {
    console.error(`Response of ${route.method} ${route.path} does not match the contract`, parsed.error.issues);
    const failed: FailedCall = { status: null, body: null };
    if (!options.silent) toast.error(errorMessageFor(failed));
    const message = errorMessageFor(failed);
    if (options.handleError) return { error: true, message, responseMessage: message, status: null, code: null, issues: [] };
    throw new ApiCallError(message, failed);
  }
  return parsed.data as RouteResponse<R>;
}

/**
 * A `binary` route's file with the session's token (a link cannot carry it): the file and the name the server gave
 * it. A failure is shown as an error toast, like a call's.
 */
async function download<R extends RouteContract>(
  route: R,
  request: RouteRequest<R>,
): Promise<{ file: Blob; name: string } | null> {
  const { params } = request as { params?: Record<string, unknown> };
  const config: AxiosRequestConfig = { method: route.method, url: buildPath(route.path, params ?? {}), responseType: 'blob' };
  try {
    const res = await sendForResponse(route, config, false);
    const disposition = String(res.headers['content-disposition'] ?? '');
    return { file: res.data as Blob, name: /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download' };
  } catch (error) {
    reportFailure(route, error, false);
    return null;
  }
}

/** The one HTTP client (§8): typed calls over the contracts' route table. */
export const api = { call, download };
