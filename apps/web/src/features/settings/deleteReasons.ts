import { DeleteUserReasons } from '@nexus/contracts';

/** The contracts' deletion reasons as the member reads them, in the order offered. */
export const DELETE_REASON_LABELS: Record<DeleteUserReasons, string> = {
  [DeleteUserReasons.NotUseful]: 'Nexus is not useful to me',
  [DeleteUserReasons.TooManyEmails]: 'I get too many e-mails',
  [DeleteUserReasons.PrivacyConcerns]: 'I am worried about my privacy',
  [DeleteUserReasons.FoundJob]: 'I found a job',
  [DeleteUserReasons.DuplicateAccount]: 'I have another Nexus account',
  [DeleteUserReasons.Other]: 'Something else',
};

export const deleteReasonOptions = (Object.values(DeleteUserReasons) as DeleteUserReasons[]).map((value) => ({
  value,
  label: DELETE_REASON_LABELS[value],
}));
