// The texts only: question-bank.ts types them (its `Statement`) and gives each its set and
// position, so this file imports nothing and the two do not depend on each other.

// Question ids are persisted with every answer, so they are written out literally rather
// than derived from position: reordering or rewording a statement must never change its id.
export const STATEMENTS = {
  'deib-assessment': [
    {
      id: 'deib-lg-1',
      domain: 'leadership-governance',
      subcategory: 'leadership-commitment',
      text: 'Senior leaders in my organisation act on what they say about inclusion.',
    },
    {
      id: 'deib-lg-2',
      domain: 'leadership-governance',
      subcategory: 'leadership-accountability',
      text: 'Leaders in my organisation are held responsible for progress on diversity, equity and inclusion.',
    },
    {
      id: 'deib-lg-3',
      domain: 'leadership-governance',
      subcategory: 'policy-fairness',
      text: 'Workplace policies here are applied consistently to everyone, whatever their role.',
    },
    {
      id: 'deib-rh-1',
      domain: 'recruitment-hiring',
      subcategory: 'inclusive-sourcing',
      text: 'My organisation seeks candidates from a wide range of backgrounds and experiences.',
    },
    {
      id: 'deib-rh-2',
      domain: 'recruitment-hiring',
      subcategory: 'fair-selection',
      text: 'Hiring decisions in my organisation are based on clear, job-related criteria.',
    },
    {
      id: 'deib-rh-3',
      domain: 'recruitment-hiring',
      subcategory: 'inclusive-onboarding',
      text: 'New starters in my team get the support they need to settle in and do their job well.',
    },
    {
      id: 'deib-cb-1',
      domain: 'culture-belonging',
      subcategory: 'sense-of-belonging',
      text: 'I feel a sense of belonging at work.',
    },
    {
      id: 'deib-cb-2',
      domain: 'culture-belonging',
      subcategory: 'mutual-respect',
      text: 'People in my team treat one another with respect.',
    },
    {
      id: 'deib-cb-3',
      domain: 'culture-belonging',
      subcategory: 'speaking-up',
      text: 'I feel comfortable raising concerns about unfair treatment at work.',
    },
  ],
  'workforce-transformation': [
    {
      id: 'wt-od-1',
      domain: 'design',
      subcategory: 'role-clarity',
      text: 'My role and responsibilities are clearly defined.',
    },
    {
      id: 'wt-od-2',
      domain: 'design',
      subcategory: 'structure-fit',
      text: 'The way my organisation is structured helps me get my work done.',
    },
    {
      id: 'wt-od-3',
      domain: 'design',
      subcategory: 'decision-rights',
      text: 'It is clear who makes which decisions in my area of work.',
    },
    {
      id: 'wt-cap-1',
      domain: 'capability',
      subcategory: 'future-skills',
      text: 'I have opportunities to develop the skills I will need in the future.',
    },
    {
      id: 'wt-cap-2',
      domain: 'capability',
      subcategory: 'tools-technology',
      text: 'I have the tools and technology I need to do my job well.',
    },
    {
      id: 'wt-cap-3',
      domain: 'capability',
      subcategory: 'time-to-learn',
      text: 'I am given time to learn new ways of working.',
    },
    {
      id: 'wt-cs-1',
      domain: 'culture_shift',
      subcategory: 'reasons-for-change',
      text: 'I understand why my organisation is changing the way it works.',
    },
    {
      id: 'wt-cs-2',
      domain: 'culture_shift',
      subcategory: 'involvement',
      text: 'People in my team are involved in shaping changes that affect their work.',
    },
    {
      id: 'wt-cs-3',
      domain: 'culture_shift',
      subcategory: 'role-modelling',
      text: 'Leaders in my organisation model the new ways of working they ask of others.',
    },
  ],
  'people-first-maturity': [
    {
      id: 'pfm-mp-1',
      domain: 'mission-purpose',
      subcategory: 'purpose-clarity',
      text: 'I understand the purpose of my organisation.',
    },
    {
      id: 'pfm-mp-2',
      domain: 'mission-purpose',
      subcategory: 'line-of-sight',
      text: 'I can see how my work contributes to the purpose of my organisation.',
    },
    {
      id: 'pfm-mp-3',
      domain: 'mission-purpose',
      subcategory: 'purpose-in-decisions',
      text: 'Decisions in my organisation take account of their impact on people.',
    },
    {
      id: 'pfm-id-1',
      domain: 'identity',
      subcategory: 'distinctiveness',
      text: 'I can describe what makes my organisation distinctive as a place to work.',
    },
    {
      id: 'pfm-id-2',
      domain: 'identity',
      subcategory: 'pride',
      text: 'I am proud to tell people where I work.',
    },
    {
      id: 'pfm-id-3',
      domain: 'identity',
      subcategory: 'people-centred',
      text: 'My organisation shows through its actions that it values its people.',
    },
    {
      id: 'pfm-bv-1',
      domain: 'belief-values',
      subcategory: 'values-clarity',
      text: 'I understand the values my organisation expects us to work by.',
    },
    {
      id: 'pfm-bv-2',
      domain: 'belief-values',
      subcategory: 'values-in-action',
      text: 'People here behave in line with the stated values of my organisation.',
    },
    {
      id: 'pfm-bv-3',
      domain: 'belief-values',
      subcategory: 'personal-fit',
      text: 'My personal values fit well with the values of my organisation.',
    },
  ],
  'culture-change-readiness': [
    {
      id: 'ccr-al-1',
      domain: 'alignment',
      subcategory: 'consistent-messages',
      text: 'Leaders in my organisation give consistent messages about the changes ahead.',
    },
    {
      id: 'ccr-al-2',
      domain: 'alignment',
      subcategory: 'case-for-change',
      text: 'I understand why my organisation needs to change its culture.',
    },
    {
      id: 'ccr-al-3',
      domain: 'alignment',
      subcategory: 'aligned-priorities',
      text: 'The day-to-day priorities of my team support the changes my organisation is making.',
    },
    {
      id: 'ccr-aw-1',
      domain: 'awareness',
      subcategory: 'personal-impact',
      text: 'I know how the planned changes will affect my own work.',
    },
    {
      id: 'ccr-aw-2',
      domain: 'awareness',
      subcategory: 'open-reflection',
      text: 'My team talks openly about what helps and what hinders the way we work.',
    },
    {
      id: 'ccr-aw-3',
      domain: 'awareness',
      subcategory: 'feedback-use',
      text: 'My organisation acts on feedback about how the change is going.',
    },
    {
      id: 'ccr-ag-1',
      domain: 'agency',
      subcategory: 'influence',
      text: 'I can influence how changes are put into practice in my area.',
    },
    {
      id: 'ccr-ag-2',
      domain: 'agency',
      subcategory: 'trust-to-experiment',
      text: 'I am trusted to try new ways of working in my role.',
    },
    {
      id: 'ccr-ag-3',
      domain: 'agency',
      subcategory: 'support-to-adapt',
      text: 'I have the support I need to adapt to the changes ahead.',
    },
  ],
  'default-assessment': [
    {
      id: 'org-al-1',
      domain: 'alignment',
      subcategory: 'shared-goals',
      text: 'People in my team are working towards the same goals.',
    },
    {
      id: 'org-aw-1',
      domain: 'awareness',
      subcategory: 'cultural-awareness',
      text: 'People here understand how their everyday behaviour shapes our culture.',
    },
    {
      id: 'org-ag-1',
      domain: 'agency',
      subcategory: 'autonomy',
      text: 'I have the freedom to decide how I do my work.',
    },
    {
      id: 'org-ad-1',
      domain: 'adaptability',
      subcategory: 'responsiveness',
      text: 'My team adapts quickly when circumstances change.',
    },
    {
      id: 'org-ac-1',
      domain: 'accountability',
      subcategory: 'ownership',
      text: 'People here take responsibility for the results of their work.',
    },
  ],
} as const;
