import { z } from 'zod';
import { resumeImportSchema, type ResumeImport, type ResumeProposal } from '@nexus/contracts';
import { formatDateRange } from './people/format';

export type ProposalField = Exclude<keyof ResumeProposal, 'experiences'>;
/** What the profile holds now, for the fields a resume can propose. */
export type CurrentFields = Partial<Record<ProposalField, string | null>>;
type ProposedExperience = NonNullable<ResumeProposal['experiences']>[number];

/** How each proposed profile field is named to the member, in the order shown. */
export const PROPOSAL_FIELD_LABELS: Record<ProposalField, string> = {
  headline: 'Headline',
  jobTitle: 'Job title',
  companyName: 'Company',
  aboutMe: 'About me',
  expertise: 'Expertise',
  website: 'Website',
  city: 'City',
};

export type ProposalItem =
  /** `replaces`: what the profile holds now, which the proposal would overwrite. */
  | { key: string; kind: 'field'; field: ProposalField; label: string; value: string; replaces: string | null }
  | { key: string; kind: 'experience'; index: number; label: string; value: string; experience: ProposedExperience };

/** 'Product designer at Acme · Mar 2021 – Present', dates as the profile shows them. */
export function describeExperience(e: ProposedExperience): string {
  const heading = e.companyName ? `${e.title} at ${e.companyName}` : e.title;
  if (!e.startDate) return heading;
  return `${heading} · ${formatDateRange(e.startDate, e.endDate)}`;
}

/**
 * Every proposal as one checkable row: the fields first, then each experience. Empty values, and
 * values the profile already holds, are left out; a field the profile fills differently says what it replaces.
 */
export function proposalItems(proposals: ResumeProposal | null | undefined, current: CurrentFields = {}): ProposalItem[] {
  if (!proposals) return [];
  const items: ProposalItem[] = [];
  for (const field of Object.keys(PROPOSAL_FIELD_LABELS) as ProposalField[]) {
    const value = proposals[field]?.trim();
    const replaces = current[field]?.trim() || null;
    if (value && value !== replaces) {
      items.push({ key: `field:${field}`, kind: 'field', field, label: PROPOSAL_FIELD_LABELS[field], value, replaces });
    }
  }
  (proposals.experiences ?? []).forEach((experience, index) => {
    items.push({
      key: `experience:${index}`,
      kind: 'experience',
      index,
      label: 'Experience',
      value: describeExperience(experience),
      experience,
    });
  });
  return items;
}

/** The body of applyResumeImport: only the checked proposals, as proposed (a subset the server accepts). */
export function acceptedProposals(items: readonly ProposalItem[], checked: ReadonlySet<string>): ResumeProposal {
  const body: ResumeProposal = {};
  const experiences: ProposedExperience[] = [];
  for (const item of items) {
    if (!checked.has(item.key)) continue;
    if (item.kind === 'field') body[item.field] = item.value;
    else experiences.push(item.experience);
  }
  if (experiences.length > 0) body.experiences = experiences;
  return body;
}

/** The socket payload of 'profile updated from resume', or null when it is not one. */
export function readResumeImport(payload: unknown): ResumeImport | null {
  const parsed = resumeImportSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

const profileUpdatedSchema = z.object({
  profilePayload: z.object({ userId: z.string(), forOnboarding: z.boolean().optional().default(false) }),
});

/** The socket payload of 'profile updated' (§4: profilePayload), or null when it is not one. */
export function readProfileUpdated(payload: unknown): { userId: string; forOnboarding: boolean } | null {
  const parsed = profileUpdatedSchema.safeParse(payload);
  return parsed.success ? parsed.data.profilePayload : null;
}
