export type Job = {
  id: string;
  title: string;
  team: string;
  location: string;
  type: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
};

export const jobs: Job[] = [
  {
    id: 'senior-frontend-engineer',
    title: 'Senior Front-End Engineer',
    team: 'Engineering',
    location: 'Remote (US)',
    type: 'Full-time',
    summary:
      'Build the screens government affairs teams live in all session: bill pages, tracking, live hearing video and reports, in React and TypeScript.',
    responsibilities: [
      'Design and ship features end to end with product and design, from the API contract to the last pixel.',
      'Keep the app fast and accessible on phones in capitol hallways and on large desktop screens.',
      'Raise the bar on testing, performance budgets and component design.',
    ],
    requirements: [
      '5+ years building production web apps with React and TypeScript.',
      'Care for accessibility, performance and clear writing in code reviews.',
      'Curiosity about how laws are made; no policy background needed.',
    ],
  },
  {
    id: 'data-engineer-legislative',
    title: 'Data Engineer, Legislative Data',
    team: 'Data',
    location: 'Remote (US) or Austin, TX',
    type: 'Full-time',
    summary:
      'Own the pipelines that turn fifty legislatures’ bills, votes, hearings and codes into one clean, current dataset.',
    responsibilities: [
      'Build and maintain importers for state legislative, statute, lobbying and campaign finance sources.',
      'Design data quality checks that catch a changed website before a customer does.',
      'Model legislative concepts (sessions, versions, actions, votes) consistently across states.',
    ],
    requirements: [
      'Strong SQL and PostgreSQL; experience with TypeScript or Python pipelines.',
      'Experience with messy public data: PDFs, HTML, XML and CSV.',
      'Patience for edge cases, like special sessions and bills that change numbers.',
    ],
  },
  {
    id: 'ml-engineer-transcription',
    title: 'Machine Learning Engineer, Live Actions',
    team: 'Engineering',
    location: 'Remote (US)',
    type: 'Full-time',
    summary:
      'Make hearing transcription and bill detection faster and more accurate, so alerts arrive while the testimony is still going.',
    responsibilities: [
      'Improve speech recognition for legislative vocabulary, names and bill numbers.',
      'Build models that recognize when a bill is taken up, amended or voted on.',
      'Measure quality with honest evaluation sets from real hearings.',
    ],
    requirements: [
      'Experience shipping speech or NLP models to production.',
      'Python and a pragmatic approach to evaluation and latency.',
    ],
  },
  {
    id: 'policy-analyst',
    title: 'Legislative Policy Analyst',
    team: 'Policy',
    location: 'Washington, DC or remote (US)',
    type: 'Full-time',
    summary:
      'Be the legislative expert inside the product team: review subject classifications, write report templates and help customers get the most from every session.',
    responsibilities: [
      'Curate subjects, action classifications and AI report templates.',
      'Write for our blog and insights on trends across state legislatures.',
      'Advise product and engineering on how legislatures actually work.',
    ],
    requirements: [
      '3+ years in state government affairs, legislative staff or policy research.',
      'Excellent, concise writing.',
    ],
  },
  {
    id: 'account-executive',
    title: 'Account Executive, Associations & Nonprofits',
    team: 'Sales',
    location: 'Remote (US)',
    type: 'Full-time',
    summary:
      'Help associations, advocacy groups and nonprofits see what Statehouse can do for their members and their mission.',
    responsibilities: [
      'Run discovery and tailored demos with the states and issues each prospect follows.',
      'Manage a pipeline from first call to signed agreement.',
      'Bring what you hear from customers back to the product team.',
    ],
    requirements: [
      '3+ years of B2B SaaS sales, ideally to associations or public-sector buyers.',
      'Comfort talking about the legislative process with experts.',
    ],
  },
  {
    id: 'customer-success-manager',
    title: 'Customer Success Manager',
    team: 'Customer Success',
    location: 'Remote (US)',
    type: 'Full-time',
    summary: 'Onboard new teams before their session starts and make sure they are still getting value when it ends.',
    responsibilities: [
      'Set up accounts, tracking and alerts with new customers.',
      'Run training for government affairs teams, analysts and lobbyists.',
      'Watch for accounts that need help and act early.',
    ],
    requirements: ['2+ years in customer success or account management.', 'A teacher’s patience and a fast typist.'],
  },
];

export const benefits = [
  { title: 'Remote-first', text: 'Work from anywhere in the US, with two team weeks a year in a state capital.' },
  { title: 'Health coverage', text: 'Medical, dental and vision for you and your family, with premiums paid for you.' },
  { title: 'Time off', text: 'Four weeks of vacation plus holidays, and a quiet week between sessions.' },
  { title: 'Parental leave', text: 'Sixteen weeks of paid leave for every new parent.' },
  { title: 'Learning budget', text: '$2,000 a year for courses, books and conferences.' },
  { title: 'Equity', text: 'Every employee owns part of what we are building.' },
];

export const values = [
  {
    title: 'Public information should be usable',
    text: 'Laws are public, but understanding them should not require a staff of ten. We build for the small team as much as for the large one.',
  },
  {
    title: 'Accuracy before speed',
    text: 'Our customers repeat what we show them to legislators. We check our data, say when we are unsure and fix errors fast.',
  },
  {
    title: 'Nonpartisan by design',
    text: 'Our customers sit on every side of every issue. The product takes no positions; it helps them take theirs.',
  },
  {
    title: 'Write it down',
    text: 'We are remote and we care about clear writing: proposals, decisions and postmortems are documents, not meetings.',
  },
];
