import type { ReportSubject } from '@nexus/contracts';

/** The words of reporting, in one place for the menus, the dialog and their tests. */
export const ReportLabels = {
  reportPost: 'Report post',
  reportComment: 'Report comment',
  reportJob: 'Report job',
  reportMember: (name: string) => `Report ${name}`,
  postMenu: 'Post actions',
  jobMenu: 'Job actions',
  title: ({ type, name }: { type: ReportSubject; name?: string }) =>
    type === 'user' ? `Report ${name ?? 'this member'}` : `Report this ${type}`,
  intro: 'Your report is confidential: the person you report is not told who reported them.',
  category: 'Why are you reporting this?',
  reason: 'Anything else we should know? (optional)',
  charactersLeft: (n: number) => `${n} characters left`,
  cancel: 'Cancel',
  submit: 'Submit',
} as const;

/** A menu item's label for a target: "Report post", "Report comment", "Report job", "Report {name}". */
export function reportItemLabel(type: ReportSubject, name?: string): string {
  switch (type) {
    case 'post':
      return ReportLabels.reportPost;
    case 'comment':
      return ReportLabels.reportComment;
    case 'job':
      return ReportLabels.reportJob;
    case 'user':
      return ReportLabels.reportMember(name ?? 'member');
  }
}
