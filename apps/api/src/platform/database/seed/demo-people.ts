/** Who lives in the demo community: names, places, trades and careers, all made up. */

export interface Trade {
  industry: string;
  /** Job titles from junior to senior; a career climbs them. */
  titles: readonly string[];
  companies: readonly string[];
  /** What the member's headline adds after the role. */
  focus: readonly string[];
  skills: string;
}

export const TRADES: readonly Trade[] = [
  {
    industry: 'Software',
    titles: ['Software engineer', 'Senior software engineer', 'Staff engineer', 'Engineering manager'],
    companies: ['Kora Pay', 'Bluefin Analytics', 'Orbit Logistics', 'Northwind Talent'],
    focus: ['payments at scale', 'developer tools', 'data pipelines', 'mobile apps for emerging markets'],
    skills: 'TypeScript, PostgreSQL, distributed systems, mentoring',
  },
  {
    industry: 'Product',
    titles: ['Product analyst', 'Product manager', 'Senior product manager', 'Head of product'],
    companies: ['Kora Pay', 'Atlas Learning', 'Helix Health', 'Orbit Logistics'],
    focus: ['fintech for small shops', 'learning products', 'patient journeys', 'marketplaces'],
    skills: 'Discovery, roadmaps, user research, analytics',
  },
  {
    industry: 'Design',
    titles: ['Junior designer', 'Product designer', 'Senior product designer', 'Design lead'],
    companies: ['Studio Meridian', 'Atlas Learning', 'Bluefin Analytics', 'Helix Health'],
    focus: ['accessible interfaces', 'design systems', 'service design', 'brand and motion'],
    skills: 'Figma, prototyping, accessibility, design systems',
  },
  {
    industry: 'Finance',
    titles: ['Financial analyst', 'Senior analyst', 'Finance manager', 'CFO'],
    companies: ['Kora Pay', 'Sunline Energy', 'Harbor Capital', 'Northwind Talent'],
    focus: ['climate finance', 'FP&A', 'venture investing', 'treasury for startups'],
    skills: 'Modelling, FP&A, fundraising, reporting',
  },
  {
    industry: 'Healthcare',
    titles: ['Nurse', 'Clinical researcher', 'Health data scientist', 'Medical director'],
    companies: ['Helix Health', 'Lakeside Hospital', 'Bluefin Analytics', 'CareBridge'],
    focus: ['digital health', 'clinical trials', 'public health data', 'community care'],
    skills: 'Clinical research, epidemiology, Python, care pathways',
  },
  {
    industry: 'Energy',
    titles: ['Field engineer', 'Project engineer', 'Energy consultant', 'Director of operations'],
    companies: ['Sunline Energy', 'GridWorks', 'Orbit Logistics', 'Harbor Capital'],
    focus: ['solar mini-grids', 'battery storage', 'grid planning', 'clean cooking'],
    skills: 'Solar PV, project delivery, grid modelling, field operations',
  },
  {
    industry: 'Education',
    titles: ['Teacher', 'Curriculum designer', 'Learning experience lead', 'School director'],
    companies: ['Atlas Learning', 'Brightpath Academy', 'Lagos Builders Collective', 'Studio Meridian'],
    focus: ['STEM for girls', 'online learning', 'teacher training', 'coding bootcamps'],
    skills: 'Curriculum design, facilitation, edtech, coaching',
  },
] as const;

export const PLACES = [
  { city: 'Lagos', province: 'Lagos', country: 'Nigeria' },
  { city: 'Nairobi', province: 'Nairobi County', country: 'Kenya' },
  { city: 'Accra', province: 'Greater Accra', country: 'Ghana' },
  { city: 'London', province: 'England', country: 'United Kingdom' },
  { city: 'Toronto', province: 'Ontario', country: 'Canada' },
  { city: 'Berlin', province: 'Berlin', country: 'Germany' },
  { city: 'São Paulo', province: 'São Paulo', country: 'Brazil' },
] as const;

/**
 * The six members people sign in as, with their place and trade (indexes into PLACES and TRADES):
 * several share a trade or a city with others, so suggestions have reasons to give.
 */
export const DEMO_MEMBERS = [
  { firstName: 'Amara', lastName: 'Okafor', place: 0, trade: 1 },
  { firstName: 'Daniel', lastName: 'Mensah', place: 2, trade: 0 },
  { firstName: 'Sofia', lastName: 'Ramirez', place: 6, trade: 2 },
  { firstName: 'Kenji', lastName: 'Tanaka', place: 4, trade: 0 },
  { firstName: 'Leila', lastName: 'Haddad', place: 5, trade: 4 },
  { firstName: 'Marcus', lastName: 'Johnson', place: 3, trade: 3 },
] as const;

/** First and last names of the rest of the community, paired in order (no surname of a demo login, so searches stay unambiguous). */
export const FIRST_NAMES = [
  'Chidi',
  'Wanjiru',
  'Kwame',
  'Olivia',
  'Mateus',
  'Yuki',
  'Fatima',
  'Liam',
  'Zainab',
  'Noah',
  'Aisha',
  'Lukas',
  'Ngozi',
  'Ethan',
  'Akosua',
  'Camila',
  'Hiroshi',
  'Priyanka',
  'Samuel',
  'Ines',
  'Tendai',
  'Hannah',
  'Kofi',
  'Mariana',
  'Omar',
  'Grace',
  'Felix',
  'Adaeze',
  'Rafael',
  'Mei',
  'Jonas',
  'Esi',
  'David',
  'Lucia',
  'Ibrahim',
  'Sarah',
  'Emeka',
  'Ana',
  'Tobias',
  'Nia',
  'Joao',
  'Ruth',
  'Kazuki',
  'Amina',
  'Peter',
  'Chloe',
  'Baraka',
  'Elena',
] as const;
export const LAST_NAMES = [
  'Eze',
  'Kamau',
  'Asante',
  'Bennett',
  'Oliveira',
  'Sato',
  'Balogun',
  "O'Brien",
  'Abubakar',
  'Fischer',
  'Diallo',
  'Weber',
  'Nwosu',
  'Clarke',
  'Owusu',
  'Souza',
  'Nakamura',
  'Iyer',
  'Otieno',
  'Costa',
  'Moyo',
  'Schmidt',
  'Boateng',
  'Lima',
  'Farouk',
  'Wright',
  'Hoffmann',
  'Obi',
  'Pereira',
  'Chen',
  'Becker',
  'Appiah',
  'Kimani',
  'Ferreira',
  'Sule',
  'Murphy',
  'Adeleke',
  'Rocha',
  'Krause',
  'Achieng',
  'Santos',
  'Odhiambo',
  'Ito',
  'Yusuf',
  'Walsh',
  'Dubois',
  'Mwangi',
  'Novak',
] as const;
