import type { RouteObject } from 'react-router';
import type { Gate } from './route-handle';
import type { RouteSet } from './route-set';

/** The frame around a screen: marketing header and footer, the signed-in app shell, the guest shell, a bare page, the portal. */
export type Layout = 'public' | 'app' | 'guest' | 'plain' | 'portal';

/** A route module in React Router's lazy form: `Component`, optionally `loader`, `ErrorBoundary` ... */
export type RouteModule = Omit<
  RouteObject,
  'path' | 'index' | 'children' | 'lazy' | 'id' | 'caseSensitive' | 'middleware'
>;

/** A screen: its own lazily loaded module, or, until its feature is built, a FeaturePage naming it. */
export type Page =
  | { load: () => Promise<RouteModule>; title?: string; description?: string }
  | { title: string; description: string };

export type RouteEntry = { set: RouteSet; path: string; gate: Gate; layout: Layout; page: Page };

const screen = (load: () => Promise<RouteModule>, title?: string): Page => ({ load, title });
const feature = (title: string, description: string): Page => ({ title, description });
const route = (set: RouteSet, path: string, gate: Gate, layout: Layout, page: Page): RouteEntry => ({
  set,
  path,
  gate,
  layout,
  page,
});

const uploadTrackList = feature('Upload Track List', 'Upload a spreadsheet of bills to track them all at once.');

/** Every screen of spec/routes.txt: SET, PATH, GATE, then the layout and the page. */
// biome-ignore format: one line per route, to read like routes.txt
export const routesTable: RouteEntry[] = [
  route('portal', '/', 'public', 'portal', screen(() => import('./routes/portal/portal-home'))),
  route('portal', '/auth', 'public', 'portal', feature('Portal sign in', 'Sign in with the access your organization gave you to see the legislation it shares.')),
  route('portal', '/bills/:id', 'auth', 'portal', feature('Bill', 'Text, status, sponsors and history of a bill shared through this portal.')),

  route('main', '/', 'public', 'public', screen(() => import('./routes/marketing/landing'), 'Legislative intelligence for all 50 states')),
  route('main', '/why-legisiq', 'public', 'public', screen(() => import('./routes/marketing/why-statehouse'), 'Why Statehouse')),
  route('main', '/features', 'public', 'public', screen(() => import('./routes/marketing/features'), 'Features')),
  route('main', '/about', 'public', 'public', screen(() => import('./routes/marketing/about'), 'About Statehouse')),
  route('main', '/live-actions', 'public', 'public', screen(() => import('./routes/marketing/product'), 'Live Actions')),
  route('main', '/advocate-management', 'public', 'public', screen(() => import('./routes/marketing/product'), 'Advocate Management')),
  route('main', '/automated-reports', 'public', 'public', screen(() => import('./routes/marketing/product'), 'Automated Reports')),
  route('main', '/analyst-management', 'public', 'public', screen(() => import('./routes/marketing/product'), 'Analyst Management')),
  route('main', '/legislative-analysis', 'public', 'public', screen(() => import('./routes/marketing/product'), 'Legislative Analysis')),
  route('main', '/ai-reports', 'public', 'public', screen(() => import('./routes/marketing/product'), 'AI Reports')),
  route('main', '/file-storage', 'public', 'public', screen(() => import('./routes/marketing/product'), 'File Storage')),
  route('main', '/search', 'public', 'public', screen(() => import('./routes/marketing/product'), 'Search')),
  route('main', '/track', 'public', 'public', screen(() => import('./routes/marketing/product'), 'Track')),
  route('main', '/report', 'public', 'public', screen(() => import('./routes/marketing/product'), 'Report')),
  route('main', '/help', 'public', 'public', screen(() => import('./routes/marketing/help'), 'Help Center')),
  route('main', '/terms', 'public', 'public', screen(() => import('./routes/marketing/legal'), 'Terms of Service')),
  route('main', '/insights', 'public', 'public', screen(() => import('./routes/marketing/insights'), 'Insights')),
  route('main', '/blog', 'public', 'public', screen(() => import('./routes/marketing/blog'), 'Blog')),
  route('main', '/privacy', 'public', 'public', screen(() => import('./routes/marketing/legal'), 'Privacy Policy')),
  route('main', '/blog-post', 'public', 'public', screen(() => import('./routes/marketing/blog-post'), 'Auto-tracking: let keyword matches find the bills you would otherwise miss')),
  route('main', '/blog/post/1', 'public', 'public', screen(() => import('./routes/marketing/blog-post'), 'How to build a bill-tracking workflow that survives a 140-day session')),
  route('main', '/blog/post/2', 'public', 'public', screen(() => import('./routes/marketing/blog-post'), 'Reading a bill’s history: what introduced, engrossed and enrolled really mean')),
  route('main', '/blog/post/3', 'public', 'public', screen(() => import('./routes/marketing/blog-post'), 'Committee hearings are where bills live or die')),
  route('main', '/blog/post/4', 'public', 'public', screen(() => import('./routes/marketing/blog-post'), 'Auto-tracking: let keyword matches find the bills you would otherwise miss')),
  route('main', '/careers', 'public', 'public', screen(() => import('./routes/marketing/careers'), 'Careers')),
  route('main', '/careers-2', 'public', 'public', screen(() => import('./routes/marketing/open-positions'), 'Open Positions')),
  route('main', '/demo-signup', 'public', 'public', screen(() => import('./routes/marketing/demo-signup'), 'Book a demo')),
  route('main', '/invite-friends', 'public', 'public', screen(() => import('./routes/marketing/invite-friends'), 'Invite Friends')),
  route('main', '/data-sources', 'public', 'public', screen(() => import('./routes/marketing/data-sources'), 'Data sources')),

  route('main', '/init-setup-wizard', 'setup', 'plain', feature('Account setup', 'Choose your states, subjects and keywords so Statehouse starts tracking what matters to you.')),
  route('main', '/accept-invite', 'public', 'plain', screen(() => import('./routes/auth/accept-invite'), 'Accept invitation')),
  route('main', '/auth', 'public', 'plain', screen(() => import('./routes/auth/auth-page'), 'Sign in')),
  route('main', '/reset-password', 'public', 'plain', screen(() => import('./routes/auth/reset-password'), 'Reset password')),
  route('main', '/portal-auth', 'public', 'plain', feature('Portal sign in', "Sign in to an organization's portal.")),

  route('main', '/guest-login', 'public', 'plain', feature('Guest sign in', 'Sign in with the guest access an account shared with you.')),
  route('main', '/guest-dashboard', 'guest', 'guest', feature('Guest Dashboard', 'The legislation and activity shared with you, at a glance.')),
  route('main', '/guest-members', 'guest', 'guest', feature('Members', 'Legislators in the states shared with you.')),
  route('main', '/guest-track-bills', 'guest', 'guest', feature('Track Bills', 'Find bills and add them to the lists shared with you.')),
  route('main', '/guest-tracked-activity', 'guest', 'guest', feature('Tracked Activity', 'Recent actions on the bills your hosts track.')),
  route('main', '/guest-shared-tags', 'guest', 'guest', feature('Shared Tags', 'Bill lists your hosts have shared, grouped by tag.')),
  route('main', '/guest-shared-relationships', 'guest', 'guest', feature('Shared Relationships', 'Relationships with legislators that your hosts have shared.')),
  route('main', '/guest-tasks', 'guest', 'guest', feature('Tasks', 'Tasks assigned to you, with their notes and files.')),
  route('main', '/guest-upload-track-list', 'guest', 'guest', uploadTrackList),

  route('main', '/dashboard', 'auth', 'app', screen(() => import('./routes/dashboard/dashboard-page'), 'Dashboard')),
  route('main', '/calendar', 'auth', 'app', screen(() => import('./routes/calendar/calendar'), 'Calendar')),
  route('main', '/dashboard/reports', 'auth', 'app', screen(() => import('./routes/reports/reports-page'), 'Reports')),
  route('main', '/dashboard/reports/bill', 'auth', 'app', screen(() => import('./routes/reports/bill-report'), 'Bill Report')),
  route('main', '/dashboard/reports/votes', 'auth', 'app', screen(() => import('./routes/reports/vote-report'), 'Vote Report')),
  route('main', '/dashboard/reports/ai', 'auth', 'app', screen(() => import('./routes/reports/ai-report'), 'AI Report')),
  route('main', '/dashboard/live-actions', 'auth', 'app', feature('Live Actions', 'Floor and committee actions as they happen, with transcripts and video.')),
  route('main', '/accounts', 'auth', 'app', screen(() => import('./routes/accounts/accounts-page'), 'Accounts')),
  route('main', '/members', 'auth', 'app', screen(() => import('./routes/members/members-list'), 'Members')),
  route('main', '/member-contacts', 'auth', 'app', screen(() => import('./routes/members/member-contacts'), 'Member Contacts')),
  route('main', '/members/:id', 'auth', 'app', screen(() => import('./routes/members/member-detail'), 'Member')),
  route('main', '/bills', 'auth', 'app', screen(() => import('./routes/bills/bills-list'), 'Bills')),
  route('main', '/bills/:id', 'auth', 'app', screen(() => import('./routes/bills/bill-detail'), 'Bill')),
  route('main', '/bills/:billId/company-tick-sheet', 'auth', 'app', screen(() => import('./routes/tick-sheets/company-tick-sheet'), 'Company Tick Sheet')),
  route('main', '/bills/:billId/member-tick-sheet', 'auth', 'app', screen(() => import('./routes/tick-sheets/member-tick-sheet'), 'Member Tick Sheet')),
  route('main', '/subjects', 'auth', 'app', screen(() => import('./routes/subjects/subjects-list'), 'Subjects')),
  route('main', '/subjects/:subjectCode', 'auth', 'app', screen(() => import('./routes/subjects/subject-bills'), 'Subject')),
  route('main', '/statutes', 'auth', 'app', screen(() => import('./routes/statutes/statutes-list'), 'Statutes')),
  route('main', '/statutes/:id', 'auth', 'app', screen(() => import('./routes/statutes/statute-detail'), 'Statute')),
  route('main', '/regs', 'auth', 'app', screen(() => import('./routes/statutes/regs-list'), 'Regulations')),
  route('main', '/regs/:id', 'auth', 'app', screen(() => import('./routes/statutes/reg-detail'), 'Regulation')),
  route('main', '/committees', 'auth', 'app', screen(() => import('./routes/committees/committees-list'), 'Committees')),
  route('main', '/committees/:id', 'auth', 'app', screen(() => import('./routes/committees/committee-detail'), 'Committee')),
  route('main', '/lobby', 'auth', 'app', screen(() => import('./routes/lobby/lobby-home'), 'Lobbying')),
  route('main', '/lobby/lobbyist/:id', 'auth', 'app', screen(() => import('./routes/lobby/lobbyist-detail'), 'Lobbyist')),
  route('main', '/lobby/firm/:id', 'auth', 'app', screen(() => import('./routes/lobby/firm-detail'), 'Lobbying Firm')),
  route('main', '/lobby/company/:id', 'auth', 'app', screen(() => import('./routes/lobby/company-detail'), 'Company')),
  route('main', '/campaign-finance', 'auth', 'app', screen(() => import('./routes/finance/campaign-finance'), 'Campaign Finance')),
  route('main', '/tracks', 'auth', 'app', screen(() => import('./routes/tracks/tracks'), 'Tags')),
  route('main', '/track-bills', 'auth', 'app', screen(() => import('./routes/tracking/track-bills'), 'Tracked Bills')),
  route('main', '/upload-track-list', 'auth', 'app', screen(() => import('./routes/tracking/upload-track-list'), 'Upload Track List')),
  route('main', '/user-settings', 'auth', 'app', screen(() => import('./routes/settings/user-settings'), 'User Settings')),
  route('main', '/portal-settings', 'auth', 'app', feature('Portal Settings', 'What your outside portal shows, and to whom.')),
  route('main', '/auto-tracked-bills', 'auth', 'app', feature('Auto-Tracked Bills', 'Bills matched automatically to your interests, waiting for your approval.')),
  route('main', '/auto-tracked-bills/:billId', 'auth', 'app', feature('Auto-Tracked Bill', 'Why a bill was matched, with the choice to approve or dismiss it.')),
  route('main', '/storage', 'auth', 'app', screen(() => import('./routes/storage/storage-page'), 'File Storage')),
  route('main', '/storage/:folder*', 'auth', 'app', screen(() => import('./routes/storage/storage-page'), 'File Storage')),
  route('main', '/remarks', 'auth', 'app', screen(() => import('./routes/remarks/remarks-page'), 'Remarks')),
  route('main', '/search-results', 'auth', 'app', screen(() => import('./routes/search/search-results'), 'Search Results')),
  route('main', '/bill/compare', 'auth', 'app', screen(() => import('./routes/bill-compare/bill-compare-page'), 'Compare Bills')),
  route('main', '/tools/committee-videos', 'auth', 'app', feature('Committee Videos', 'Recorded committee hearings, searchable by transcript.')),
  route('main', '/tools/committee-videos/:id', 'auth', 'app', feature('Committee Video', 'A hearing video with its transcript and clips.')),
  route('main', '/tools/video/create-clip/:id', 'auth', 'app', feature('Create Clip', 'Cut a shareable clip from a hearing video.')),
  route('main', '/:stateCode/videos/share/:clipId', 'public', 'public', feature('Shared Clip', 'A clip of a committee hearing shared from Statehouse.')),

  route('main', '/analyst-portal', 'analyst', 'app', feature('Analyst Portal', 'Your analysts, their assignments and their work on bills.')),
  route('main', '/analysts/:id', 'analyst', 'app', feature('Analyst', "One analyst's assignments, tasks and metrics.")),
  route('main', '/teams/:id', 'analyst', 'app', feature('Team', "A team's members and shared work.")),
  route('main', '/tasks/new', 'analyst', 'app', feature('New Task', 'Assign work on a bill to an analyst or a team.')),
  route('main', '/tasks/:id', 'analyst', 'app', feature('Task', 'A task with its notes, files and reminders.')),

  route('main', '/tools/lobby/dashboard', 'lobbyist', 'app', feature('Lobbyist Dashboard', "Your lobbyists' bills, testimony and calendar at a glance.")),
  route('main', '/lobbyists', 'lobbyist', 'app', feature('Lobbyists', 'The lobbyists in your account and the states they cover.')),
  route('main', '/tracked-bills', 'lobbyist', 'app', feature('Tracked Bills', 'Bills tracked across your lobbyists.')),
  route('main', '/bill-tags', 'lobbyist', 'app', feature('Bill Tags', 'The tags your lobbyists use to organize bills.')),
  route('main', '/lobbyist/:id', 'lobbyist', 'app', feature('Lobbyist', 'One of your lobbyists: tracked bills, testimony and relationships.')),
  route('main', '/invite', 'lobbyist', 'app', feature('Invite', 'Invite lobbyists and advocates to your account.')),
  route('main', '/reports', 'lobbyist', 'app', feature('Reports', "Reports on your lobbyists' tracked bills and activity.")),
  route('main', '/relationships', 'lobbyist', 'app', feature('Relationships', "Your lobbyists' relationships with legislators.")),
  route('main', '/testimonies', 'lobbyist', 'app', feature('Testimonies', 'Testimony your lobbyists have given or registered.')),
  route('main', '/testimonies/:id', 'lobbyist', 'app', feature('Testimony', 'One testimony with its bill, position and documents.')),
];

/** `/storage/:folder*` in the table is React Router's splat `/storage/*`. */
export function toRouterPath(path: string): string {
  return path.replace(/\/:[A-Za-z]+\*$/, '/*');
}
