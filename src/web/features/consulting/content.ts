/** Static content of the consultancy pages (marketing copy; the people are illustrative). */
import { company } from '#web/components/site/company.ts';

export interface Service {
  id: string;
  title: string;
  tagline: string;
  description: string;
  deliverables: readonly string[];
}

export interface Figure {
  value: string;
  label: string;
  detail: string;
}

export interface Principle {
  title: string;
  description: string;
}

/** The specification's team member item; initials stand in for the photo it names. */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  professionalNetworkUrl: string;
  email: string;
  expertise: readonly string[];
}

export const services: readonly Service[] = [
  {
    id: 'ai-automation',
    title: 'AI Automation',
    tagline: 'Automate routine work with AI that people can check',
    description:
      'We find the repetitive, rules-heavy work in your organisation — sorting requests, pulling data out of documents, drafting first replies — and automate it with AI that your people can check, correct and switch off.',
    deliverables: [
      'An honest view of which processes are worth automating, and which are not',
      'Human review built in until the agreed accuracy is reached',
      'Bias and data-protection impact assessments before go-live',
      'Monitoring, documentation and a proper hand-over to your team',
    ],
  },
  {
    id: 'ai-training',
    title: 'AI Training Services',
    tagline: 'Help your people use AI well, and safely',
    description:
      'Practical courses for boards, specialists and everyday users: what AI can and cannot do, how to use it responsibly at work, and how to notice when it is wrong.',
    deliverables: [
      'Briefings for boards and leadership teams',
      'Hands-on workshops using your own tools and examples',
      'A responsible-AI policy and guidance written for your organisation',
      'Courses on site or online, for groups of any size',
    ],
  },
  {
    id: 'blockchain-development',
    title: 'Blockchain Development',
    tagline: 'Shared records, where trust really is the problem',
    description:
      'We build on blockchain only where several parties need one tamper-evident record — such as supply-chain provenance or credential checks — and we tell you plainly when an ordinary database would serve you better.',
    deliverables: [
      'A feasibility study: blockchain, or a conventional database?',
      'Smart contracts with independent code review',
      'Personal data kept off the chain, by design',
      'Integration with the systems you already run',
    ],
  },
];

export const figures: readonly Figure[] = [
  { value: '50+', label: 'projects', detail: 'AI and blockchain projects delivered for public, private and charity clients' },
  { value: '100%', label: 'compliance', detail: 'of our projects passed a data-protection and ethics review before going live' },
  { value: '24/7', label: 'support', detail: 'for the systems we run for our clients' },
  { value: '4', label: 'assessment areas', detail: `in ${company.productName}, our anonymous workplace-culture platform` },
  { value: '500+', label: 'organisations', detail: 'have sent people to our AI training courses' },
  {
    value: '95%',
    label: 'accuracy',
    detail: 'the usual minimum, measured on your own data, before an automation runs without human review',
  },
];

export const approach: readonly Principle[] = [
  {
    title: 'Listen first',
    description: 'We start with the people who will use or be affected by a system, not with the technology.',
  },
  {
    title: 'Assess the risks',
    description: 'Every project has an ethics and data-protection review before anything is built, and again before go-live.',
  },
  {
    title: 'Build in small steps',
    description: 'Short iterations, with people in the loop, measured against targets we agree with you at the start.',
  },
  {
    title: 'Hand over properly',
    description: 'Documentation, training and support, so your team understands — and owns — what we built together.',
  },
];

export const values: readonly Principle[] = [
  { title: 'People first', description: 'Technology should make work better for the people doing it.' },
  { title: 'Honest advice', description: 'We recommend the simplest thing that works, even when it is not AI.' },
  { title: 'Privacy by design', description: 'We collect the least data a system needs, and protect what we collect.' },
  { title: 'Explainable by default', description: 'If a decision cannot be explained to the people it affects, we do not automate it.' },
];

export const expertise: readonly { area: string; topics: readonly string[] }[] = [
  { area: 'Artificial intelligence', topics: ['Machine learning', 'Natural language processing', 'Model evaluation'] },
  { area: 'Governance', topics: ['AI ethics', 'UK GDPR', 'Impact assessments'] },
  { area: 'Learning', topics: ['Learning design', 'AI literacy', 'Facilitation'] },
  { area: 'Engineering', topics: ['Process automation', 'Distributed ledgers', 'Secure software'] },
  { area: 'Organisations', topics: ['Culture measurement', 'Change management', 'People analytics'] },
];

export const team: readonly TeamMember[] = [
  {
    name: 'Eleanor Hartley',
    role: 'Managing Director',
    bio: 'Eleanor founded Aldergrove Technology after twenty years leading digital change in public services and retail. She makes sure every project starts with the people it will affect.',
    expertise: ['Digital strategy', 'Organisational change', 'Governance'],
  },
  {
    name: 'Rajiv Menon',
    role: 'Chief Technology Officer',
    bio: 'Rajiv leads our engineers. He has built machine-learning systems for logistics and financial services, and believes a system is only finished when someone else can explain it.',
    expertise: ['Machine learning', 'System architecture', 'MLOps'],
  },
  {
    name: 'Siobhan Doyle',
    role: 'Head of AI Ethics and Governance',
    bio: 'Siobhan runs the ethics and data-protection reviews that every project passes before go-live. She previously advised public bodies on data protection.',
    expertise: ['AI governance', 'UK GDPR', 'Impact assessments'],
  },
  {
    name: 'Marcus Adeyemi',
    role: 'Head of Learning',
    bio: 'Marcus designs and teaches our AI training, from board briefings to hands-on workshops. He taught in secondary schools before moving into technology.',
    expertise: ['Learning design', 'AI literacy', 'Facilitation'],
  },
  {
    name: 'Hannah Kowalski',
    role: 'Head of Automation Delivery',
    bio: 'Hannah leads the teams that automate our clients’ processes, and measures every result against the accuracy agreed at the start.',
    expertise: ['Process automation', 'Natural language processing', 'Delivery management'],
  },
  {
    name: 'Tom Fairbairn',
    role: 'Head of Blockchain Engineering',
    bio: 'Tom leads our distributed-ledger work and is usually the first to say when a shared database would do the job better.',
    expertise: ['Smart contracts', 'Distributed systems', 'Security review'],
  },
].map((member) => ({
  ...member,
  // The company's page, not personal profiles: these are illustrative profiles, not real people's accounts.
  professionalNetworkUrl: company.professionalNetworkUrl,
  email: `${member.name.toLowerCase().replace(/\s+/g, '.')}@${company.domain}`,
}));

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export const teamValues: readonly Principle[] = [
  { title: 'Say what we think', description: 'Clients hire us for honest advice, so we give it — to them and to each other.' },
  { title: 'Leave clients stronger', description: 'Success is a client team that no longer needs us for the same job.' },
  { title: 'Remember who is affected', description: 'Behind every data set are people; we design for them.' },
  { title: 'Keep learning', description: 'The field moves quickly, so learning is part of everyone’s week.' },
];

export const reasonsToJoin: readonly Principle[] = [
  { title: 'Work that matters', description: 'Projects chosen for their impact, and the right to turn down work that is not ethical.' },
  { title: 'Time to learn', description: 'A personal learning budget and time set aside for it every month.' },
  {
    title: 'Hybrid working',
    description: `Work from home and from our office in ${company.registeredOffice[2]}, in a pattern that suits the team.`,
  },
  { title: 'A small team', description: 'Your ideas reach the people who decide, and your work is visible.' },
];
