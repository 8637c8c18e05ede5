import { paths } from '@/config/paths';

/** Names of the lucide icons product pages may use (mapped in product-page.tsx). */
export type ProductIcon =
  | 'video'
  | 'bell'
  | 'captions'
  | 'scissors'
  | 'users'
  | 'key'
  | 'clipboard'
  | 'calendar'
  | 'mail'
  | 'file-text'
  | 'git-compare'
  | 'sparkles'
  | 'message'
  | 'folder'
  | 'lock'
  | 'search'
  | 'filter'
  | 'tag'
  | 'bot'
  | 'chart'
  | 'share'
  | 'scale'
  | 'list-checks';

export type ProductPageContent = {
  path: string;
  eyebrow: string;
  title: string;
  lead: string;
  highlights: { value: string; label: string }[];
  capabilities: { icon: ProductIcon; title: string; text: string }[];
  steps: { title: string; text: string }[];
  useCase: { title: string; text: string };
  related: string[];
  image: { src: string; alt: string };
};

const m = paths.marketing;

export const productPages: ProductPageContent[] = [
  {
    path: m.liveActions,
    image: {
      src: '/images/marketing/feature-alerts.svg',
      alt: 'A live committee video beside a transcript and three alert notifications.',
    },
    eyebrow: 'Product · Live Actions',
    title: 'Live committee and floor video, transcribed as it happens',
    lead: 'Statehouse follows the hearings and floor sessions streamed by state legislatures, transcribes them in real time and tells you the moment a bill you follow is called, amended or voted on.',
    highlights: [
      { value: '24/7', label: 'Monitoring of chamber and committee streams' },
      { value: '< 2 min', label: 'Typical delay from testimony to searchable transcript' },
      { value: '200+', label: 'Legislative events captured on a busy day' },
    ],
    capabilities: [
      {
        icon: 'video',
        title: 'Every stream, one screen',
        text: 'Watch live and recorded committee hearings and floor sessions from the states you follow without hunting through fifty legislature websites.',
      },
      {
        icon: 'captions',
        title: 'Searchable transcripts',
        text: 'Every hearing becomes text you can search by bill number, keyword or speaker, with timestamps that jump straight to the moment in the video.',
      },
      {
        icon: 'bell',
        title: 'Real-time alerts',
        text: 'Get an email, SMS or in-app alert when your bill is taken up, when a keyword is spoken, or when a vote is called, with a link to the live moment.',
      },
      {
        icon: 'scissors',
        title: 'Clips you can share',
        text: 'Cut a clip of the testimony that matters and share it with your team, your members or a client; the clip page works without a Statehouse login.',
      },
    ],
    steps: [
      {
        title: 'Pick what to watch',
        text: 'Follow bills, committees or keywords. Statehouse matches them against the legislative calendar and the live streams.',
      },
      {
        title: 'Get told when it happens',
        text: 'Alerts arrive while the hearing is still going, so there is time to reach a member or a witness.',
      },
      {
        title: 'Share the proof',
        text: 'Send the clip and transcript excerpt to whoever needs to see it, or attach it to the bill for the record.',
      },
    ],
    useCase: {
      title: 'For teams that cannot be in every committee room',
      text: 'A three-person government affairs team covering six states used to split hearings by who was free. With live actions they follow all of them and send a lobbyist only when the transcript says it matters.',
    },
    related: [m.track, m.aiReports, m.search],
  },
  {
    path: m.analystManagement,
    image: {
      src: '/images/marketing/feature-team.svg',
      alt: 'A tracked bill with three team members, a task checklist and comments.',
    },
    eyebrow: 'Product · Analyst Management',
    title: 'Put the right analyst on every bill',
    lead: 'Assign bills and bill versions to analysts, collaborate on analysis in one place, and see at a glance what has been read, what is late and what has changed since the last review.',
    highlights: [
      { value: '1', label: 'Shared workspace for every analyst and every version' },
      { value: '0', label: 'Status spreadsheets to maintain by hand' },
      { value: 'Per bill', label: 'Tasks, notes, files and reminders' },
    ],
    capabilities: [
      {
        icon: 'clipboard',
        title: 'Assignments and tasks',
        text: 'Create a task on a bill, assign it to an analyst or a team, attach files and set reminders. Everyone sees their queue in the analyst portal.',
      },
      {
        icon: 'git-compare',
        title: 'Collaborate on versions',
        text: 'When a committee substitute or amendment lands, the analyst who owns the bill sees what changed, line by line, and updates the analysis.',
      },
      {
        icon: 'users',
        title: 'Teams that mirror your org chart',
        text: 'Group analysts by issue area or state, give teams their own members and shared work, and follow each team’s progress.',
      },
      {
        icon: 'chart',
        title: 'Workload you can see',
        text: 'Each analyst’s page shows assignments, completed tasks and open reminders, so leads can rebalance before the deadline, not after.',
      },
    ],
    steps: [
      {
        title: 'Invite your analysts',
        text: 'Analysts join from an email invitation and take no full seat; they work in a portal built for assignments.',
      },
      {
        title: 'Assign bills and tasks',
        text: 'Send a bill or a whole tag to an analyst or a team, with notes, files and a due date.',
      },
      {
        title: 'Review and report',
        text: 'Analysis, positions and remarks flow straight into your reports for leadership and members.',
      },
    ],
    useCase: {
      title: 'For associations with a policy shop',
      text: 'A trade association with eight analysts across health, tax and labor replaced a weekly status meeting with the analyst portal. Leads review assignments on Monday; the board report pulls positions automatically on Friday.',
    },
    related: [m.advocateManagement, m.legislativeAnalysis, m.report],
  },
  {
    path: m.advocateManagement,
    image: {
      src: '/images/marketing/feature-team.svg',
      alt: 'A tracked bill with three team members, a task checklist and comments.',
    },
    eyebrow: 'Product · Advocate Management',
    title: 'Coordinate every lobbyist and advocate working for you',
    lead: 'Give outside lobbyists and advocates their own portal with your tracked bills, tags and relationships, while you keep control of seats, invitations and what each person can see.',
    highlights: [
      { value: 'Seats', label: 'Managed per account, with invitations that expire' },
      { value: 'Portal', label: 'A separate space for outside advocates' },
      { value: 'Testimony', label: 'Registered and recorded in one place' },
    ],
    capabilities: [
      {
        icon: 'key',
        title: 'Invitations and seats',
        text: 'Invite lobbyists by email, see who has accepted, and keep within the seats your plan allows. Disabling someone ends their access immediately.',
      },
      {
        icon: 'users',
        title: 'A portal of their own',
        text: 'Lobbyists see the bills, bill tags and reports you share with them, their own profile and your contacts, and nothing of your account administration.',
      },
      {
        icon: 'scale',
        title: 'Testimony and positions',
        text: 'Record testimony given or registered on each bill with its position and documents, so your positions are consistent across states.',
      },
      {
        icon: 'share',
        title: 'Relationships with legislators',
        text: 'Keep track of which advocate knows which member and committee, so the right person makes the call.',
      },
    ],
    steps: [
      { title: 'Invite', text: 'Send invitations to your contract lobbyists and in-house advocates.' },
      { title: 'Share', text: 'Choose the tags, bills and reports each advocate should work from.' },
      { title: 'Follow up', text: 'See testimony, relationships and activity across your whole advocacy network.' },
    ],
    useCase: {
      title: 'For organizations with contract lobbyists in many states',
      text: 'A national nonprofit with contract lobbyists in fourteen states gives each of them the same tracking list and position sheet. Their weekly calls now start from the same page.',
    },
    related: [m.analystManagement, m.track, m.fileStorage],
  },
  {
    path: m.aiReports,
    image: {
      src: '/images/marketing/feature-ai-report.svg',
      alt: 'A bill report with a summary, a vote chart and key provisions.',
    },
    eyebrow: 'Product · AI Reports',
    title: 'Reports drafted by AI, tailored to your organization',
    lead: 'Ask a bill a question, compare two versions, or generate a full report from more than 30 templates. Statehouse grounds every answer in the bill text, its history and your own notes and positions.',
    highlights: [
      { value: '30+', label: 'Report templates, from one-pagers to session wrap-ups' },
      { value: 'Minutes', label: 'To a first draft your team can edit' },
      { value: 'Cited', label: 'Answers link back to the section they come from' },
    ],
    capabilities: [
      {
        icon: 'message',
        title: 'AI chat on bills, regulations and statutes',
        text: 'Ask “What changes for hospitals?” or “Which sections amend the tax code?” and get an answer with the sections it relies on.',
      },
      {
        icon: 'git-compare',
        title: 'Bill comparison',
        text: 'Compare two bills or two versions of one bill and get a plain-English summary of what was added, removed and changed.',
      },
      {
        icon: 'search',
        title: 'Similar-bill search',
        text: 'Find model legislation and copycat bills moving in other states, ranked by how closely their text matches.',
      },
      {
        icon: 'sparkles',
        title: 'Reports in your voice',
        text: 'Templates use your organization’s positions, priorities and tags, so a member update reads like your team wrote it.',
      },
    ],
    steps: [
      {
        title: 'Choose a template',
        text: 'Bill summary, fiscal impact, stakeholder brief, weekly update, session wrap-up and more.',
      },
      { title: 'Pick the bills', text: 'One bill, a tag, a subject or everything your team tracks in a state.' },
      { title: 'Edit and send', text: 'Review the draft, adjust it, and export or schedule it for your audience.' },
    ],
    useCase: {
      title: 'For teams writing the same memo every week',
      text: 'A corporate policy team used to spend Thursday afternoons writing the state update for executives. Now the AI draft is ready Thursday morning and the afternoon goes to the calls the memo recommends.',
    },
    related: [m.automatedReports, m.legislativeAnalysis, m.report],
  },
  {
    path: m.automatedReports,
    image: {
      src: '/images/marketing/feature-ai-report.svg',
      alt: 'A bill report with a summary, a vote chart and key provisions.',
    },
    eyebrow: 'Product · Automated Reports',
    title: 'The reports your stakeholders expect, delivered on schedule',
    lead: 'Schedule bill, vote and activity reports for leadership, members or clients. Statehouse builds them from your tracked bills, tags and positions and sends them on time, every time.',
    highlights: [
      { value: 'Daily', label: 'Weekly or monthly schedules, or run on demand' },
      { value: 'PDF & CSV', label: 'Formats that drop into board packets' },
      { value: 'Always current', label: 'Built from live data at send time' },
    ],
    capabilities: [
      {
        icon: 'calendar',
        title: 'Schedules',
        text: 'Set a report to run daily, weekly or monthly for the bills in a tag, a state or a subject, and choose who receives it.',
      },
      {
        icon: 'file-text',
        title: 'Bill and vote reports',
        text: 'Status, sponsors, last action, your position and notes for every bill; roll-call votes by member and chamber.',
      },
      {
        icon: 'mail',
        title: 'Delivered to the inbox',
        text: 'Recipients get the report by email with no login, and your team keeps the history in Statehouse.',
      },
      {
        icon: 'list-checks',
        title: 'Run on demand',
        text: 'Need it now? Run any saved report immediately before a board meeting or a call with a member.',
      },
    ],
    steps: [
      { title: 'Save a report', text: 'Pick the bills and the columns your audience cares about.' },
      { title: 'Set the schedule', text: 'Choose frequency, time zone and recipients.' },
      { title: 'Stop assembling', text: 'Statehouse sends the current version on time, all session long.' },
    ],
    useCase: {
      title: 'For firms reporting to many clients',
      text: 'A public-affairs firm sends each of its clients a Monday report of the bills tagged for them. Associates add notes during the week; the report takes care of itself.',
    },
    related: [m.aiReports, m.report, m.track],
  },
  {
    path: m.fileStorage,
    image: {
      src: '/images/marketing/feature-team.svg',
      alt: 'A tracked bill with three team members, a task checklist and comments.',
    },
    eyebrow: 'Product · File Storage',
    title: 'Briefs, testimony and bill documents next to the legislation',
    lead: 'Keep your team’s files in shared folders inside Statehouse and attach them to bills and tasks, so the one-pager, the fiscal note and the testimony are always where the bill is.',
    highlights: [
      { value: 'Folders', label: 'Nested as deep as your filing system' },
      { value: 'Attached', label: 'To bills, tasks and notes' },
      { value: 'Shared', label: 'With your team, analysts and advocates' },
    ],
    capabilities: [
      {
        icon: 'folder',
        title: 'Shared folders',
        text: 'Organize by session, state, client or issue with nested folders your whole account can browse.',
      },
      {
        icon: 'file-text',
        title: 'Files on bills and tasks',
        text: 'Attach testimony, amendments you drafted and coalition letters directly to the bill or the task they belong to.',
      },
      {
        icon: 'lock',
        title: 'Permissions that follow your roles',
        text: 'Files stay inside your account. Analysts and lobbyists see what their portal is allowed to see.',
      },
      {
        icon: 'search',
        title: 'Find it later',
        text: 'Search file names and folders alongside bills, so last session’s testimony is one search away.',
      },
    ],
    steps: [
      { title: 'Create folders', text: 'Set up the structure that matches how your team works.' },
      { title: 'Upload and attach', text: 'Drag files in and link them to bills and tasks.' },
      { title: 'Work from one place', text: 'No more digging through email for the latest version of a one-pager.' },
    ],
    useCase: {
      title: 'For coalitions with many contributors',
      text: 'A coalition of six member organizations keeps its shared testimony, sign-on letters and talking points in one Statehouse folder per bill, visible to every member’s lobbyist.',
    },
    related: [m.analystManagement, m.advocateManagement, m.track],
  },
  {
    path: m.legislativeAnalysis,
    image: {
      src: '/images/marketing/feature-search.svg',
      alt: 'Search results listing bills from Texas, Ohio and California with their status.',
    },
    eyebrow: 'Product · Legislative Analysis',
    title: 'Read every bill in context',
    lead: 'Bill text and every version, redlines between versions, actions, votes, sponsors, fiscal notes and the statutes a bill would amend, side by side, so analysis starts from the full picture.',
    highlights: [
      { value: 'Every version', label: 'Introduced, substituted, engrossed and enrolled' },
      { value: 'Redlines', label: 'Between any two versions' },
      { value: 'Statutes', label: 'Linked to the bills that would change them' },
    ],
    capabilities: [
      {
        icon: 'git-compare',
        title: 'Version comparison',
        text: 'See exactly what a committee substitute changed, with additions and deletions marked.',
      },
      {
        icon: 'chart',
        title: 'Votes and sponsors',
        text: 'Roll-call votes by member and party, with the sponsor and co-sponsor list and each member’s record.',
      },
      {
        icon: 'scale',
        title: 'Statutes and regulations',
        text: 'Open the code section a bill amends and see every other bill this session that touches it.',
      },
      {
        icon: 'list-checks',
        title: 'Tick sheets',
        text: 'Member and company tick sheets show where each legislator and each stakeholder stands for whip counts.',
      },
    ],
    steps: [
      { title: 'Open the bill', text: 'Text, history, votes and documents on one page.' },
      { title: 'Compare and annotate', text: 'Redline versions and leave remarks for your team.' },
      { title: 'Take a position', text: 'Record support, oppose or monitor and share it with your reports.' },
    ],
    useCase: {
      title: 'For analysts who answer “what changed?” all session',
      text: 'An analyst at a state chamber of commerce answers member questions about amendments in minutes because the redline and the affected statute are on the same screen.',
    },
    related: [m.aiReports, m.analystManagement, m.search],
  },
  {
    path: m.search,
    image: {
      src: '/images/marketing/feature-search.svg',
      alt: 'Search results listing bills from Texas, Ohio and California with their status.',
    },
    eyebrow: 'Feature · Search',
    title: 'Find any bill, statute or person in all 50 states',
    lead: 'One search across bills, amendments, statutes, regulations, legislators, staff, committees, lobbyists, firms, companies and campaign contributions, with filters that work the same way in every state.',
    highlights: [
      { value: '50', label: 'States, plus federal regulations' },
      { value: '10+', label: 'Datasets unified in one index' },
      { value: 'Seconds', label: 'From question to the right bill' },
    ],
    capabilities: [
      {
        icon: 'search',
        title: 'Full-text search',
        text: 'Search the text of every bill version, not just titles, and find the bill that mentions your product, program or statute.',
      },
      {
        icon: 'filter',
        title: 'Filters that mean the same everywhere',
        text: 'State, session, chamber, subject, status, sponsor and party are normalized, so a filter works identically in Texas and Vermont.',
      },
      {
        icon: 'users',
        title: 'People and influence',
        text: 'Find legislators and staff, committee rosters, registered lobbyists and their clients, and who contributed to whom.',
      },
      {
        icon: 'bot',
        title: 'Similar bills',
        text: 'From any bill, find others with similar text in other states and earlier sessions.',
      },
    ],
    steps: [
      { title: 'Search', text: 'Type a bill number, a keyword or a name.' },
      { title: 'Filter', text: 'Narrow by state, session, subject and status.' },
      { title: 'Track', text: 'Add results to a tag in one click and start getting alerts.' },
    ],
    useCase: {
      title: 'For the first hour of every session',
      text: 'When thousands of bills are filed in January, a single saved search per issue finds the ones that matter and sends new matches to your inbox.',
    },
    related: [m.track, m.legislativeAnalysis, m.report],
  },
  {
    path: m.track,
    image: {
      src: '/images/marketing/feature-alerts.svg',
      alt: 'A live committee video beside a transcript and three alert notifications.',
    },
    eyebrow: 'Feature · Track',
    title: 'Track the bills that matter, and only those',
    lead: 'Tag bills, take positions, and let auto-tracking find new bills that match your interests for you to approve. Alerts by email, SMS or in the app keep you ahead of every action.',
    highlights: [
      { value: '1000+', label: 'Bills tracked by a typical multistate team' },
      { value: 'Auto', label: 'Matching of new bills to your interests' },
      { value: '3 ways', label: 'To be alerted: email, SMS, in-app' },
    ],
    capabilities: [
      {
        icon: 'tag',
        title: 'Tags and positions',
        text: 'Organize tracked bills with tags by issue, client or priority, and record support, oppose or monitor on each.',
      },
      {
        icon: 'bot',
        title: 'Auto-tracking with approval',
        text: 'Define keywords and subjects; Statehouse matches new bills as they are filed and waits for you to approve or dismiss each one.',
      },
      {
        icon: 'bell',
        title: 'Alerts on every action',
        text: 'Introduction, referral, hearing, amendment, vote and signature: choose which actions alert you and how.',
      },
      {
        icon: 'list-checks',
        title: 'Upload a track list',
        text: 'Bring last session’s spreadsheet: upload a list of bill numbers and track them all at once.',
      },
    ],
    steps: [
      { title: 'Tell us your interests', text: 'States, subjects and keywords during a five-minute setup.' },
      { title: 'Approve matches', text: 'Review auto-tracked bills and keep the ones that matter.' },
      { title: 'Stay informed', text: 'Alerts and a daily digest keep the whole team current.' },
    ],
    useCase: {
      title: 'For teams that used to track in spreadsheets',
      text: 'A utility’s regulatory team moved 400 bills from a shared spreadsheet to Statehouse tags in one upload, and stopped checking legislature websites every morning.',
    },
    related: [m.search, m.report, m.liveActions],
  },
  {
    path: m.report,
    image: {
      src: '/images/marketing/feature-ai-report.svg',
      alt: 'A bill report with a summary, a vote chart and key provisions.',
    },
    eyebrow: 'Feature · Report',
    title: 'Turn tracking into reports people read',
    lead: 'Bill reports, vote reports and AI reports built from the bills you track, with your positions and notes, ready for leadership, members and clients.',
    highlights: [
      { value: '3 kinds', label: 'Bill, vote and AI reports' },
      { value: 'Scheduled', label: 'Or run on demand' },
      { value: 'Shareable', label: 'By email, PDF or CSV' },
    ],
    capabilities: [
      {
        icon: 'file-text',
        title: 'Bill reports',
        text: 'Status, last action, sponsors, hearing dates, your position and notes for every bill in a tag or state.',
      },
      {
        icon: 'chart',
        title: 'Vote reports',
        text: 'How each member voted on the bills you care about, by chamber, party and committee.',
      },
      {
        icon: 'sparkles',
        title: 'AI reports',
        text: 'Narrative summaries and briefs drafted from the bill text and your team’s analysis.',
      },
      {
        icon: 'calendar',
        title: 'On a schedule',
        text: 'Send any report automatically every day, week or month to the people who need it.',
      },
    ],
    steps: [
      { title: 'Choose the bills', text: 'A tag, a state, a subject or a hand-picked list.' },
      { title: 'Choose the format', text: 'Bill, vote or AI report, with the columns you want.' },
      { title: 'Share it', text: 'Download, email or schedule it for your audience.' },
    ],
    useCase: {
      title: 'For the Monday morning leadership update',
      text: 'A hospital system’s government relations director sends the executive team one page every Monday: what moved, what is scheduled and where the system stands.',
    },
    related: [m.automatedReports, m.aiReports, m.track],
  },
];

export function productPageFor(path: string): ProductPageContent | undefined {
  return productPages.find((page) => page.path === path);
}

/** A short label for a marketing path, for "related" links. */
export const productLabels: Record<string, string> = {
  [m.liveActions]: 'Live Actions',
  [m.analystManagement]: 'Analyst Management',
  [m.advocateManagement]: 'Advocate Management',
  [m.aiReports]: 'AI Reports',
  [m.automatedReports]: 'Automated Reports',
  [m.fileStorage]: 'File Storage',
  [m.legislativeAnalysis]: 'Legislative Analysis',
  [m.search]: 'Search',
  [m.track]: 'Track',
  [m.report]: 'Report',
};
