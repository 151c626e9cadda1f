import type { ResumeProposal } from '@nexus/contracts';

const PDF = 'application/pdf';

/** The plain text of a PDF (unpdf, PDF.js) or DOCX (mammoth) resume. */
export async function extractResumeText(content: Buffer, contentType: string): Promise<string> {
  if (contentType === PDF) {
    const { extractText, getDocumentProxy } = await import('unpdf');
    const document = await getDocumentProxy(new Uint8Array(content));
    const { text } = await extractText(document, { mergePages: true });
    return text;
  }
  const mammoth = await import('mammoth');
  return (await mammoth.extractRawText({ buffer: content })).value;
}

const HEADINGS =
  /^(summary|profile|about( me)?|experience|work experience|employment|skills|education|projects|languages|certifications)\s*:?\s*$/i;
const CONTACT_ONLY = /^(https?:\/\/\S+|www\.\S+|\S+@\S+\.\S+)$/i;
const YEARS = /((?:19|20)\d{2})\s*(?:-|–|—|to)\s*((?:19|20)\d{2}|present|current|now)/i;
const ROLE_AT = /^(.{2,80}?)\s+(?:at|@|—|–|-|,|\|)\s+(.{2,80}?)(?:\s*[,|(–—-]\s*.*)?$/i;

function sections(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let current = 'top';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    // A line that is only a link or an address is contact detail, not part of the section it follows.
    if (!line || CONTACT_ONLY.test(line)) continue;
    const heading = HEADINGS.exec(line);
    if (heading) {
      current = heading[1]!.toLowerCase().replace(/^work |^employment$/, (m) => (m === 'employment' ? 'experience' : ''));
      continue;
    }
    found.set(current, [...(found.get(current) ?? []), line]);
  }
  return found;
}

/**
 * What a resume says that fits the profile: conservative on purpose, since the member chooses what
 * to keep. Reads the summary, skills, website and the experience lines that carry a role, a company
 * and years.
 */
export function proposeFromResume(text: string): ResumeProposal {
  const parts = sections(text);
  const proposal: ResumeProposal = {};
  const summary = (parts.get('summary') ?? parts.get('profile') ?? parts.get('about') ?? parts.get('about me'))?.join(' ');
  if (summary) proposal.aboutMe = summary.slice(0, 2000);
  const skills = parts
    .get('skills')
    ?.join(', ')
    .replace(/\s*[•·]\s*/g, ', ');
  if (skills) proposal.expertise = skills.slice(0, 100);
  const website = /\b(https?:\/\/[^\s)]+|www\.[^\s)]+)/i.exec(text)?.[1];
  if (website) proposal.website = website.startsWith('http') ? website : `https://${website}`;
  const city = /^(?:location|city)\s*:\s*(.{2,100})$/im.exec(text)?.[1];
  if (city) proposal.city = city.trim();

  const experiences: NonNullable<ResumeProposal['experiences']> = [];
  for (const line of parts.get('experience') ?? []) {
    const role = ROLE_AT.exec(line.replace(YEARS, '').trim());
    const years = YEARS.exec(line);
    if (!role || !years) continue;
    const ended = /^(present|current|now)$/i.test(years[2]!) ? null : `${years[2]}-01-01`;
    experiences.push({ title: role[1]!.trim(), companyName: role[2]!.trim(), startDate: `${years[1]}-01-01`, endDate: ended });
  }
  if (experiences.length > 0) {
    proposal.experiences = experiences.slice(0, 20);
    const [latest] = experiences;
    proposal.jobTitle = latest!.title;
    proposal.companyName = latest!.companyName;
    proposal.headline = `${latest!.title} at ${latest!.companyName}`.slice(0, 120);
  }
  return proposal;
}
