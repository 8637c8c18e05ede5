export type HelpArticle = {
  id: string;
  category: 'Getting started' | 'Search & bills' | 'Tracking & alerts' | 'Reports & AI' | 'Teams & access' | 'Account';
  title: string;
  summary: string;
  /** Paragraphs; a paragraph that starts with a digit and a period is shown as a numbered step. */
  body: string[];
};

export const helpCategories: HelpArticle['category'][] = [
  'Getting started',
  'Search & bills',
  'Tracking & alerts',
  'Reports & AI',
  'Teams & access',
  'Account',
];

export const helpArticles: HelpArticle[] = [
  {
    id: 'first-login',
    category: 'Getting started',
    title: 'Signing in for the first time',
    summary: 'Log in with your username and password and finish the setup wizard.',
    body: [
      'Statehouse accounts sign in with a username and a password. Choose Log in at the top of any page, enter both and press Login. Usernames are at least 3 characters and passwords at least 6.',
      'The first time the owner of a new account signs in, the setup wizard asks for the states you follow (at least one), the subjects and keywords that describe your issues, and whether to turn on auto-tracking. You can change every answer later in User Settings.',
      'If you were invited by a colleague, open the link in your invitation email instead: it adds you to their account with the role they chose.',
    ],
  },
  {
    id: 'choose-states',
    category: 'Getting started',
    title: 'Choosing the states you follow',
    summary: 'Your states decide what you see in search, alerts and the calendar.',
    body: [
      'Open User Settings and choose the states your work covers. The States button shows how many are selected; Select All and Clear All are at the top of the list.',
      'Your account administrator can limit the states a member may see. If a state is missing from your list, ask your administrator to add it.',
      'Search, the calendar, auto-tracking and alerts all follow these states. Tracked bills from other states stay tracked.',
    ],
  },
  {
    id: 'search-bills',
    category: 'Search & bills',
    title: 'Searching bills, statutes and regulations',
    summary: 'Use one search box for bills, codes, people and lobbying, then filter.',
    body: [
      'Type a bill number (for example HB 1234), a keyword or a name in the search box. Results are grouped by type: bills, statutes, regulations, members, committees, lobbyists, firms and companies.',
      'Filter bills by state, session, chamber, subject, status and sponsor. Filters are kept in the page address, so you can bookmark or share a search.',
      'Keywords search the full text of every bill version. Put a phrase in quotes to match it exactly.',
    ],
  },
  {
    id: 'bill-page',
    category: 'Search & bills',
    title: 'Reading a bill page',
    summary: 'Text, versions, history, votes, sponsors and your team’s notes.',
    body: [
      'A bill page shows the latest text with every earlier version, the list of actions, roll-call votes, sponsors and documents such as fiscal notes.',
      'Use Compare to see the differences between two versions, or between two bills, with additions and deletions marked.',
      'Your team’s position, tags, remarks, tasks and files for the bill are in the side panel. Member and company tick sheets show where each legislator and stakeholder stands.',
    ],
  },
  {
    id: 'track-bills',
    category: 'Tracking & alerts',
    title: 'Tracking bills with tags',
    summary: 'Add bills to tags, take positions and upload a list.',
    body: [
      '1. Open a bill, or select several in search results.',
      '2. Choose Track and pick one or more tags, such as a client, an issue or a priority level.',
      '3. Optionally record a position: support, oppose or monitor.',
      'Tracked Bills lists everything your team tracks, filterable by tag, state and position. To track many bills at once, use Upload Track List with a spreadsheet of bill numbers.',
    ],
  },
  {
    id: 'auto-tracking',
    category: 'Tracking & alerts',
    title: 'Approving auto-tracked bills',
    summary: 'Review bills matched to your keywords and subjects.',
    body: [
      'When a new bill or version matches your states, subjects or keywords, it appears in Auto-Tracked Bills with the passages that matched.',
      'Approve a match to track it (you can choose tags), or dismiss it. Dismissed bills are checked again when a new version is published.',
      'If the queue fills with matches you always dismiss, refine your keywords in User Settings.',
    ],
  },
  {
    id: 'alerts',
    category: 'Tracking & alerts',
    title: 'Setting up email, SMS and in-app alerts',
    summary: 'Choose which actions alert you and how.',
    body: [
      'In User Settings, open Alerts. For each tag, choose the actions that should alert you (introduction, hearing scheduled, amended, voted, signed or vetoed) and the channel: email, SMS or in-app.',
      'Add a mobile number to receive SMS alerts. In-app notifications appear under the bell icon; mark them as read one by one or all at once.',
      'Prefer fewer messages? Turn on the daily digest to get one email with everything that happened.',
    ],
  },
  {
    id: 'live-actions',
    category: 'Tracking & alerts',
    title: 'Following hearings with live actions',
    summary: 'Watch live video, search transcripts and share clips.',
    body: [
      'Live Actions lists the committee hearings and floor sessions happening now in your states. Open one to watch the video beside the live transcript.',
      'Search a transcript by bill number, keyword or speaker; selecting a line jumps the video to that moment.',
      'To share a moment, choose Create Clip, set the start and end, and copy the link. Anyone with the link can watch the clip.',
    ],
  },
  {
    id: 'reports',
    category: 'Reports & AI',
    title: 'Running and scheduling reports',
    summary: 'Bill reports, vote reports and schedules.',
    body: [
      'Open Reports and choose Bill Report or Vote Report. Pick the bills by tag, state or a hand-made list, choose the columns, and run it. Download as PDF or CSV.',
      'Save a report to schedule it daily, weekly or monthly. Choose recipients; they receive it by email and do not need a Statehouse login.',
    ],
  },
  {
    id: 'ai-chat',
    category: 'Reports & AI',
    title: 'Asking AI about a bill, statute or regulation',
    summary: 'Chat with a document and generate AI reports.',
    body: [
      'On a bill, statute or regulation page, open AI Chat and ask a question in plain English. Answers cite the sections they rely on; always check the cited text before you quote it.',
      'AI Report builds a longer document from a template, such as a bill summary, stakeholder brief or session wrap-up, using the bills you choose and your team’s positions and notes.',
    ],
  },
  {
    id: 'invite-team',
    category: 'Teams & access',
    title: 'Inviting colleagues and managing seats',
    summary: 'Full users, analysts and the seats your plan includes.',
    body: [
      'Administrators invite full users from Accounts; administrators and users can invite analysts. Invitations are emailed and expire after seven days.',
      'Full users (administrators and users) take a seat; analysts and lobbyists do not. The Accounts page shows seats in use. An administrator can change a member’s role or disable them; disabling ends their access at once.',
    ],
  },
  {
    id: 'analyst-portal',
    category: 'Teams & access',
    title: 'Working in the analyst portal',
    summary: 'Assignments, teams and tasks for analysts.',
    body: [
      'If your account has the analyst portal, analysts see their assigned bills and tasks in one place. Tasks carry notes, files and reminders.',
      'Leads create teams, add members and assign work to a person or a whole team from New Task.',
    ],
  },
  {
    id: 'lobbyist-portal',
    category: 'Teams & access',
    title: 'Managing lobbyists and advocates',
    summary: 'Invite outside lobbyists and share tracking with them.',
    body: [
      'With the lobbyist portal turned on, invite lobbyists from Invite. They see the bills and tags you share, reports, relationships and testimony, but not your account administration.',
      'Record testimony on a bill with its position and documents under Testimonies.',
    ],
  },
  {
    id: 'files',
    category: 'Teams & access',
    title: 'Storing files and folders',
    summary: 'Shared folders and files attached to bills and tasks.',
    body: [
      'File Storage holds your account’s folders. Create nested folders, upload files and move them between folders.',
      'Attach a file to a bill or task from its page; it stays in File Storage too.',
    ],
  },
  {
    id: 'password',
    category: 'Account',
    title: 'Changing your password',
    summary: 'Update your password from User Settings.',
    body: [
      'Open User Settings, then Password. Enter your current password and the new one (at least 6 characters).',
      'Changing your password signs you out of every other device.',
    ],
  },
  {
    id: 'theme-mobile',
    category: 'Account',
    title: 'Dark mode and using Statehouse on a phone',
    summary: 'Choose light, dark or system theme; use any modern browser.',
    body: [
      'Use the theme menu (the sun or moon icon) to choose Light, Dark or System. Your choice is remembered on this device.',
      'Statehouse works in the browser on phones and tablets. A native mobile app is in development.',
    ],
  },
];

/** Articles whose title, summary, category or text contains every word of the query (case-insensitive). */
export function searchHelpArticles(query: string, articles: HelpArticle[] = helpArticles): HelpArticle[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return articles;
  return articles.filter((article) => {
    const haystack = [article.title, article.summary, article.category, ...article.body].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
