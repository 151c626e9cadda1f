import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, MODERATION_LIMITS, ModerationText, StorageKey } from '@nexus/contracts';
import { findToast, mountToasts } from '../../testing/toasts';
import { ReportDialog } from './ReportDialog';
import { type Reply, useReplies as replyInTurn } from '../../testing/replies';

let calls: InternalAxiosRequestConfig[] = [];
const useReplies = (replies: Reply[]) => replyInTurn(replies, calls);
const refusal = (statusCode: number, code: ErrorCode, httpMessage: string, issues?: unknown[]) => ({
  statusCode,
  code,
  httpMessage,
  responseMessage: httpMessage,
  ...(issues ? { issues } : {}),
});

const POST_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

beforeEach(async () => {
  calls = [];
  localStorage.clear();
  localStorage.setItem(StorageKey.accessToken, 'tok');
  await mountToasts();
});

function openDialog() {
  const onClose = vi.fn();
  render(<ReportDialog open target={{ type: 'post', id: POST_ID }} onClose={onClose} />);
  return { dialog: within(screen.getByRole('dialog', { name: 'Report this post' })), onClose };
}

// The first test loads MUI's dialog parts and the client: slow on a busy machine.
describe('the report dialog', { timeout: 20_000 }, () => {
  it('asks for a category first, sends it with the reason, and shows the server’s receipt', async () => {
    await useReplies([{ status: 200, data: { id: 'r1', message: ModerationText.reportReceived } }]);
    const { dialog, onClose } = openDialog();
    const submit = dialog.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(dialog.getByRole('radio', { name: 'Spam' }));
    const reason = dialog.getByLabelText('Anything else we should know? (optional)');
    fireEvent.change(reason, { target: { value: '  Same link in five groups  ' } });
    expect(reason.getAttribute('maxlength')).toBe(String(MODERATION_LIMITS.reasonMaxLength));
    expect(dialog.getByText(`${MODERATION_LIMITS.reasonMaxLength - 28} characters left`)).toBeTruthy();
    await act(async () => fireEvent.click(submit));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(calls[0]?.url).toBe('/report');
    expect(JSON.parse(String(calls[0]?.data))).toEqual({
      targetType: 'post',
      targetId: POST_ID,
      category: 'spam',
      reason: 'Same link in five groups',
    });
    expect(await findToast(ModerationText.reportReceived)).toBeTruthy();
  });

  it('says a second report is already there, and closes', async () => {
    await useReplies([{ status: 409, data: refusal(409, ErrorCode.AlreadyReported, ModerationText.alreadyReported) }]);
    const { dialog, onClose } = openDialog();
    fireEvent.click(dialog.getByRole('radio', { name: 'Scam or fraud' }));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Submit' })));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(JSON.parse(String(calls[0]?.data))).not.toHaveProperty('reason');
    expect(await findToast(ModerationText.alreadyReported)).toBeTruthy();
  });

  it('stays open on another refusal, with the reason’s problem under it', async () => {
    const problem = 'reason: must be at most 1000 characters';
    await useReplies([
      {
        status: 400,
        data: refusal(400, ErrorCode.ValidationFailed, problem, [
          { field: 'reason', message: 'must be at most 1000 characters' },
        ]),
      },
    ]);
    const { dialog, onClose } = openDialog();
    fireEvent.click(dialog.getByRole('radio', { name: 'Something else' }));
    fireEvent.change(dialog.getByLabelText('Anything else we should know? (optional)'), { target: { value: 'x' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Submit' })));
    expect(await dialog.findByText('must be at most 1000 characters')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(await findToast(problem)).toBeTruthy();
  });
});
