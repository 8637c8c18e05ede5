import { paths } from '@/config/paths';

export type Testimonial = {
  id: string;
  /** Which lucide icon stands for the speaker's kind of organization. */
  icon: 'hospital' | 'landmark' | 'briefcase';
  text: string;
  name: string;
  title: string;
};

/** Three client testimonials (SPEC section 9); the people are composites, named with their permission to paraphrase. */
export const testimonials: Testimonial[] = [
  {
    id: 'hospital-association',
    icon: 'hospital',
    text: 'We used to learn about hearing changes from a lobbyist texting us from the committee room. Now the alert reaches our whole team before the chair gavels in, with the bill, the amendment and the clip of the testimony.',
    name: 'Renee Caldwell',
    title: 'Director of Government Affairs, a regional hospital association',
  },
  {
    id: 'public-affairs-firm',
    icon: 'briefcase',
    text: 'We cover eleven states for thirty clients. Auto-tracking surfaces the bills we would have missed, and the weekly client reports build themselves from our tags and notes. That is a day a week back for every associate.',
    name: 'Marcus Oyelaran',
    title: 'Managing Partner, a multistate public-affairs firm',
  },
  {
    id: 'municipal-league',
    icon: 'landmark',
    text: 'Our members want to know what passed, what it costs them and who voted how. Statehouse lets two analysts answer those questions for every city in the state, the same afternoon.',
    name: 'Dana Whitfield',
    title: 'Policy Analyst, a statewide league of cities',
  },
];

export const TESTIMONIAL_ROTATION_MS = 5000;

export type FeatureBlock = {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  points: string[];
  image: string;
  imageAlt: string;
  link: { label: string; to: string };
};

/** The four feature blocks of the landing page. */
export const featureBlocks: FeatureBlock[] = [
  {
    id: 'search',
    eyebrow: 'Search',
    title: 'One search box for fifty legislatures',
    text: 'Bills, amendments, statutes, regulations, members, committees, lobbyists and campaign contributions, searched together and normalized across every state, so "HB 1234" means the same thing in Austin and Albany.',
    points: [
      'Full-text search of bill versions and state codes',
      'Filters by state, session, chamber, subject, status and sponsor',
      'Similar-bill search to find model legislation moving in other states',
    ],
    image: '/images/marketing/feature-search.svg',
    imageAlt: 'Search results listing bills from Texas, Ohio and California with their status.',
    link: { label: 'How search works', to: paths.marketing.search },
  },
  {
    id: 'alerts',
    eyebrow: 'Live actions',
    title: 'Know the moment something moves',
    text: 'Statehouse watches floor sessions and committee hearings as they stream, transcribes them, and alerts you by email, SMS or in the app when a bill you follow is called, amended or voted on.',
    points: [
      'Real-time chamber and hearing alerts, 24/7',
      'Searchable transcripts with shareable video clips',
      'Calendar of hearings and floor sessions for your states',
    ],
    image: '/images/marketing/feature-alerts.svg',
    imageAlt: 'A live committee video beside a transcript and three alert notifications.',
    link: { label: 'About live actions', to: paths.marketing.liveActions },
  },
  {
    id: 'ai',
    eyebrow: 'AI reports',
    title: 'Analysis drafted in minutes, not days',
    text: 'Ask questions of a bill, a regulation or a statute in plain English. Compare versions, summarize fiscal impact and generate reports from more than 30 templates, tailored to your organization and your positions.',
    points: [
      'AI chat grounded in the bill text and its history',
      'Side-by-side bill and version comparison',
      '30+ report templates, from one-pagers to session wrap-ups',
    ],
    image: '/images/marketing/feature-ai-report.svg',
    imageAlt: 'A bill report drafted by AI with a summary, vote chart and key provisions.',
    link: { label: 'Explore AI reports', to: paths.marketing.aiReports },
  },
  {
    id: 'teams',
    eyebrow: 'Teams',
    title: 'Built for the whole government affairs team',
    text: 'Share tracking lists and tags, assign bills to analysts, coordinate outside lobbyists, keep testimony and briefs in shared folders, and send leadership a report that is already up to date.',
    points: [
      'Analyst and lobbyist portals with their own permissions',
      'Tasks with notes, files and reminders on every bill',
      'Scheduled reports for leadership, members and clients',
    ],
    image: '/images/marketing/feature-team.svg',
    imageAlt: 'A tracked bill with three team members, a task checklist and comments.',
    link: { label: 'Analyst management', to: paths.marketing.analystManagement },
  },
];

export type FaqItem = { id: string; question: string; answer: string };

/** The six FAQ items (SPEC section 2). */
export const faqItems: FaqItem[] = [
  {
    id: 'what',
    question: 'What is Statehouse?',
    answer:
      'Statehouse is a legislative and regulatory intelligence platform for all 50 states. It brings bills, amendments, votes, hearings, statutes, regulations, legislators, lobbying and campaign finance into one place, and adds tracking, real-time alerts, AI analysis and reporting on top.',
  },
  {
    id: 'who',
    question: 'Who is Statehouse for?',
    answer:
      'Government affairs teams, lobbyists and public-affairs firms, advocacy groups and associations, corporations with policy exposure, and policy analysts. Teams of one use it to stay ahead of a single legislature; firms use it to cover dozens of states for many clients.',
  },
  {
    id: 'data',
    question: 'What data does Statehouse provide?',
    answer:
      'Bills with every version and action, amendments, roll-call votes, committee schedules and meetings, floor hearings with live video and transcripts, state statutes and regulations, members and staff, committees, lobbyist registrations, firms and their clients, and campaign contributions. More than ten datasets, unified and updated throughout the day.',
  },
  {
    id: 'mobile',
    question: 'Can I use Statehouse on my phone?',
    answer:
      'Yes. Statehouse works in the browser on desktop, tablet and phone, so you can check a bill or watch a hearing clip from the capitol hallway. Alerts reach you by SMS and email wherever you are. A native mobile app is in development.',
  },
  {
    id: 'teams',
    question: 'What is the difference between multiple users and a team?',
    answer:
      'Every person signs in with their own username. An account can have several full users who share the account’s tracking, tags and reports. Teams go further: group members into teams, assign bills and tasks to analysts, invite outside lobbyists to their own portal, and control who sees what with roles and seats.',
  },
  {
    id: 'alerts',
    question: 'How do alerts work?',
    answer:
      'Choose the bills, keywords, subjects or committees you care about and how you want to hear about them: email, SMS or in-app notifications. Statehouse alerts you when a bill is introduced, amended, scheduled for a hearing, called on the floor or voted on, and can send a daily digest instead of individual messages.',
  },
];

export const DEMO_VIDEO = {
  /** The product tour on YouTube; played from youtube-nocookie.com only after a click. */
  youtubeId: 'M7lc1UVf-VE',
  title: 'Statehouse product tour: from search to alert to report in three minutes',
  poster: '/images/marketing/demo-poster.svg',
};
