/**
 * Static content of the consultancy pages (marketing copy; the people are illustrative). Every
 * text is a message (decision 0053), shown with `t(...)` in the reader's language.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { company } from '#web/components/site/company.ts';

const { productName } = company;
const officeTown = company.registeredOffice[2];

export interface Service {
  id: string;
  title: MessageDescriptor;
  tagline: MessageDescriptor;
  description: MessageDescriptor;
  deliverables: readonly MessageDescriptor[];
}

export interface Figure {
  value: MessageDescriptor;
  label: MessageDescriptor;
  detail: MessageDescriptor;
}

export interface Principle {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/** The specification's team member item; initials stand in for the photo it names. */
export interface TeamMember {
  name: string;
  role: MessageDescriptor;
  bio: MessageDescriptor;
  professionalNetworkUrl: string;
  email: string;
  expertise: readonly MessageDescriptor[];
}

export const services: readonly Service[] = [
  {
    id: 'ai-automation',
    title: msg`AI Automation`,
    tagline: msg`Automate routine work with AI that people can check`,
    description: msg`We find the repetitive, rules-heavy work in your organisation — sorting requests, pulling data out of documents, drafting first replies — and automate it with AI that your people can check, correct and switch off.`,
    deliverables: [
      msg`An honest view of which processes are worth automating, and which are not`,
      msg`Human review built in until the agreed accuracy is reached`,
      msg`Bias and data-protection impact assessments before go-live`,
      msg`Monitoring, documentation and a proper hand-over to your team`,
    ],
  },
  {
    id: 'ai-training',
    title: msg`AI Training Services`,
    tagline: msg`Help your people use AI well, and safely`,
    description: msg`Practical courses for boards, specialists and everyday users: what AI can and cannot do, how to use it responsibly at work, and how to notice when it is wrong.`,
    deliverables: [
      msg`Briefings for boards and leadership teams`,
      msg`Hands-on workshops using your own tools and examples`,
      msg`A responsible-AI policy and guidance written for your organisation`,
      msg`Courses on site or online, for groups of any size`,
    ],
  },
  {
    id: 'blockchain-development',
    title: msg`Blockchain Development`,
    tagline: msg`Shared records, where trust really is the problem`,
    description: msg`We build on blockchain only where several parties need one tamper-evident record — such as supply-chain provenance or credential checks — and we tell you plainly when an ordinary database would serve you better.`,
    deliverables: [
      msg`A feasibility study: blockchain, or a conventional database?`,
      msg`Smart contracts with independent code review`,
      msg`Personal data kept off the chain, by design`,
      msg`Integration with the systems you already run`,
    ],
  },
];

export const figures: readonly Figure[] = [
  { value: msg`50+`, label: msg`projects`, detail: msg`AI and blockchain projects delivered for public, private and charity clients` },
  { value: msg`100%`, label: msg`compliance`, detail: msg`of our projects passed a data-protection and ethics review before going live` },
  { value: msg`24/7`, label: msg`support`, detail: msg`for the systems we run for our clients` },
  { value: msg`4`, label: msg`assessment areas`, detail: msg`in ${productName}, our anonymous workplace-culture platform` },
  { value: msg`500+`, label: msg`organisations`, detail: msg`have sent people to our AI training courses` },
  {
    value: msg`95%`,
    label: msg`accuracy`,
    detail: msg`the usual minimum, measured on your own data, before an automation runs without human review`,
  },
];

export const approach: readonly Principle[] = [
  {
    title: msg`Listen first`,
    description: msg`We start with the people who will use or be affected by a system, not with the technology.`,
  },
  {
    title: msg`Assess the risks`,
    description: msg`Every project has an ethics and data-protection review before anything is built, and again before go-live.`,
  },
  {
    title: msg`Build in small steps`,
    description: msg`Short iterations, with people in the loop, measured against targets we agree with you at the start.`,
  },
  {
    title: msg`Hand over properly`,
    description: msg`Documentation, training and support, so your team understands — and owns — what we built together.`,
  },
];

export const values: readonly Principle[] = [
  { title: msg`People first`, description: msg`Technology should make work better for the people doing it.` },
  { title: msg`Honest advice`, description: msg`We recommend the simplest thing that works, even when it is not AI.` },
  { title: msg`Privacy by design`, description: msg`We collect the least data a system needs, and protect what we collect.` },
  {
    title: msg`Explainable by default`,
    description: msg`If a decision cannot be explained to the people it affects, we do not automate it.`,
  },
];

export const expertise: readonly { area: MessageDescriptor; topics: readonly MessageDescriptor[] }[] = [
  { area: msg`Artificial intelligence`, topics: [msg`Machine learning`, msg`Natural language processing`, msg`Model evaluation`] },
  { area: msg`Governance`, topics: [msg`AI ethics`, msg`UK GDPR`, msg`Impact assessments`] },
  { area: msg`Learning`, topics: [msg`Learning design`, msg`AI literacy`, msg`Facilitation`] },
  { area: msg`Engineering`, topics: [msg`Process automation`, msg`Distributed ledgers`, msg`Secure software`] },
  { area: msg`Organisations`, topics: [msg`Culture measurement`, msg`Change management`, msg`People analytics`] },
];

export const team: readonly TeamMember[] = [
  {
    name: 'Eleanor Hartley',
    role: msg`Managing Director`,
    bio: msg`Eleanor founded Aldergrove Technology after twenty years leading digital change in public services and retail. She makes sure every project starts with the people it will affect.`,
    expertise: [msg`Digital strategy`, msg`Organisational change`, msg`Governance`],
  },
  {
    name: 'Rajiv Menon',
    role: msg`Chief Technology Officer`,
    bio: msg`Rajiv leads our engineers. He has built machine-learning systems for logistics and financial services, and believes a system is only finished when someone else can explain it.`,
    expertise: [msg`Machine learning`, msg`System architecture`, msg`MLOps`],
  },
  {
    name: 'Siobhan Doyle',
    role: msg`Head of AI Ethics and Governance`,
    bio: msg`Siobhan runs the ethics and data-protection reviews that every project passes before go-live. She previously advised public bodies on data protection.`,
    expertise: [msg`AI governance`, msg`UK GDPR`, msg`Impact assessments`],
  },
  {
    name: 'Marcus Adeyemi',
    role: msg`Head of Learning`,
    bio: msg`Marcus designs and teaches our AI training, from board briefings to hands-on workshops. He taught in secondary schools before moving into technology.`,
    expertise: [msg`Learning design`, msg`AI literacy`, msg`Facilitation`],
  },
  {
    name: 'Hannah Kowalski',
    role: msg`Head of Automation Delivery`,
    bio: msg`Hannah leads the teams that automate our clients’ processes, and measures every result against the accuracy agreed at the start.`,
    expertise: [msg`Process automation`, msg`Natural language processing`, msg`Delivery management`],
  },
  {
    name: 'Tom Fairbairn',
    role: msg`Head of Blockchain Engineering`,
    bio: msg`Tom leads our distributed-ledger work and is usually the first to say when a shared database would do the job better.`,
    expertise: [msg`Smart contracts`, msg`Distributed systems`, msg`Security review`],
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
  { title: msg`Say what we think`, description: msg`Clients hire us for honest advice, so we give it — to them and to each other.` },
  { title: msg`Leave clients stronger`, description: msg`Success is a client team that no longer needs us for the same job.` },
  { title: msg`Remember who is affected`, description: msg`Behind every data set are people; we design for them.` },
  { title: msg`Keep learning`, description: msg`The field moves quickly, so learning is part of everyone’s week.` },
];

export const reasonsToJoin: readonly Principle[] = [
  {
    title: msg`Work that matters`,
    description: msg`Projects chosen for their impact, and the right to turn down work that is not ethical.`,
  },
  { title: msg`Time to learn`, description: msg`A personal learning budget and time set aside for it every month.` },
  {
    title: msg`Hybrid working`,
    description: msg`Work from home and from our office in ${officeTown}, in a pattern that suits the team.`,
  },
  { title: msg`A small team`, description: msg`Your ideas reach the people who decide, and your work is visible.` },
];
