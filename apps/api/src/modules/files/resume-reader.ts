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
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DATE = `(?:(${MONTHS.join('|')})[a-z]*\\.?\\s+)?((?:19|20)\\d{2})`;
/** 'Jan 2019 – Present', '2015 to 2019': start month and year, then end month and year or 'present'. */
const SPAN = new RegExp(`${DATE}\\s*(?:-|–|—|to)\\s*(?:${DATE}|(present|current|now))`, 'i');
const ROLE_AT = /^(.{2,80}?)\s+(?:at|@|—|–|-|,|\|)\s+(.{2,80}?)(?:\s*[,|(–—-]\s*.*)?$/i;
const BULLET = /^[•·*▪‣◦-]\s/;
/** 'Title at Company' on a line of its own: the 'at' says which is which. */
const TITLE_AT = /^(.{2,80}?)\s+(?:at|@)\s+(.{2,80})$/i;

/** A company line may go on with a place ('Acme Ltd, London' or 'Acme Ltd | London'). */
const companyOf = (line: string) => line.split(/\s*[,|]\s*/)[0]!;

/** Dates with text before them: 'Engineer at Acme 2015 - 2019', or the company under a title line. */
const onDatesLine = (rest: string, above: string[]): [string?, string?] => {
  const role = ROLE_AT.exec(rest);
  if (role) return [role[1], role[2]];
  return above.length > 0 ? [above.at(-1), companyOf(rest)] : [];
};

/** Dates on a line of their own, under 'Title at Company' or under a title line and a company line. */
const aboveDates = (above: string[]): [string?, string?] => {
  const role = TITLE_AT.exec(above.at(-1) ?? '');
  if (role) return [role[1], companyOf(role[2]!)];
  return above.length >= 2 ? [above.at(-2), companyOf(above.at(-1)!)] : [];
};

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

const dateOf = (month: string | undefined, year: string) =>
  `${year}-${String(month ? MONTHS.indexOf(month.toLowerCase()) + 1 : 1).padStart(2, '0')}-01`;

/**
 * The experience section's roles, each with a company and a span of dates, written on one line
 * ('Engineer at Acme 2015 - 2019') or over several: a title line and a company line (or one 'title
 * at company' line) above the dates line. Bullet points under a role are its description, not roles.
 */
function experiencesIn(lines: string[]): NonNullable<ResumeProposal['experiences']> {
  const experiences: NonNullable<ResumeProposal['experiences']> = [];
  let above: string[] = [];
  for (const line of lines) {
    if (BULLET.test(line)) continue;
    const span = SPAN.exec(line);
    if (!span) {
      above.push(line);
      continue;
    }
    const rest = line
      .replace(SPAN, '')
      .replace(/^[\s,|()–—-]+|[\s,|()–—-]+$/g, '')
      .trim();
    const [title, company] = rest ? onDatesLine(rest, above) : aboveDates(above);
    above = [];
    if (!title || !company) continue;
    const [, startMonth, startYear, endMonth, endYear] = span;
    experiences.push({
      title: title.trim().slice(0, 100),
      companyName: company.trim().slice(0, 100),
      startDate: dateOf(startMonth, startYear!),
      endDate: endYear ? dateOf(endMonth, endYear) : null,
    });
  }
  return experiences;
}

/**
 * What a resume says that fits the profile: conservative on purpose, since the member chooses what
 * to keep. Reads the summary, skills, website and the experiences that carry a role, a company
 * and dates.
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

  // As profiles list them: current first, then by end and start date, latest first.
  const experiences = experiencesIn(parts.get('experience') ?? []).sort(
    (a, b) => (b.endDate ?? '9999').localeCompare(a.endDate ?? '9999') || (b.startDate ?? '').localeCompare(a.startDate ?? ''),
  );
  if (experiences.length > 0) {
    proposal.experiences = experiences.slice(0, 20);
    const [latest] = experiences;
    proposal.jobTitle = latest!.title;
    proposal.companyName = latest!.companyName;
    proposal.headline = `${latest!.title} at ${latest!.companyName}`.slice(0, 120);
  }
  return proposal;
}
