import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { httpClient } from '../api/client';

export type Reply = { status: number; data: unknown };

/**
 * The API client's requests answered by `replies` in turn (a 500 once they run out; a status of 400 or more thrown as
 * axios throws it), each request pushed onto `calls`: for a unit test of what the client sends and does with answers.
 */
export async function useReplies(replies: Reply[], calls: InternalAxiosRequestConfig[]): Promise<void> {
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const next = replies.shift() ?? { status: 500, data: null };
    const response: AxiosResponse = { status: next.status, statusText: '', data: next.data, headers: {}, config };
    if (next.status >= 400) throw new AxiosError('failed', String(next.status), config, null, response);
    return response;
  };
  (await httpClient()).defaults.adapter = adapter;
}
