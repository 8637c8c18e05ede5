export type BlogBlock =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'quote'; text: string };

export type BlogPost = {
  id: 1 | 2 | 3 | 4;
  title: string;
  summary: string;
  category: string;
  author: { name: string; role: string; initials: string };
  /** ISO date of publication. */
  date: string;
  readMinutes: number;
  body: BlogBlock[];
};

export const blogPosts: BlogPost[] = [
  {
    id: 1,
    title: 'How to build a bill-tracking workflow that survives a 140-day session',
    summary:
      'Texas packs a two-year legislative agenda into 140 days. The habits that get a government affairs team through it work in every other state too.',
    category: 'Playbooks',
    author: { name: 'Elena Marsh', role: 'Head of Customer Success', initials: 'EM' },
    date: '2025-01-14',
    readMinutes: 7,
    body: [
      {
        type: 'p',
        text: 'The Texas Legislature meets in regular session once every two years, for 140 days. Thousands of bills are filed, most of them in the first sixty days, and the calendar compresses as the session goes on: committee hearings get posted with short notice, the floor calendars grow, and the last weeks move faster than any team can follow by refreshing a website.',
      },
      {
        type: 'p',
        text: 'We have watched dozens of teams work through sessions like this one. The teams that finish calm do not work harder. They decide early what they are watching, who owns each bill, and how news reaches the people who need it.',
      },
      { type: 'h2', text: '1. Decide what "tracking" means before filing opens' },
      {
        type: 'p',
        text: 'Write down your issues as keywords and subjects, not bill numbers. Bill numbers do not exist yet in November; your interests do. In Statehouse this is the setup wizard: states, subjects and keywords. Auto-tracking then proposes every new bill that matches, and someone on the team approves or dismisses it.',
      },
      {
        type: 'ul',
        items: [
          'Keep keywords specific ("certificate of need", "prior authorization") and let subjects catch the broad strokes.',
          'Review auto-tracked matches daily in the first month, weekly after.',
          'Dismissing a bill is a decision too: it tells the team someone looked.',
        ],
      },
      { type: 'h2', text: '2. Give every bill one owner' },
      {
        type: 'p',
        text: 'A bill watched by everyone is watched by no one. Assign each tracked bill to an analyst, even if the assignment is "monitor". Owners read new versions, update the position and leave a remark when something changes. Tasks with due dates turn "someone should look at the substitute" into a name and a day.',
      },
      { type: 'h2', text: '3. Let alerts do the refreshing' },
      {
        type: 'p',
        text: 'Choose the actions that matter for each tag: a hearing notice for priority bills, any action for the top ten, a daily digest for the long tail. SMS is for the moments when minutes count, like a bill called on the floor; email and in-app notifications cover the rest.',
      },
      {
        type: 'quote',
        text: 'The best alert setup is the one your team does not mute by week three.',
      },
      { type: 'h2', text: '4. Report on a rhythm' },
      {
        type: 'p',
        text: 'Leadership and members want the same three things every week: what moved, what is coming, and where you stand. Schedule the report once, built from your tags and positions, and spend Friday afternoon on the calls it recommends instead of on formatting.',
      },
      { type: 'h2', text: 'The last thirty days' },
      {
        type: 'p',
        text: 'Deadlines stack up in the final weeks: bills must clear committee and the other chamber, conference committees form, and the governor’s veto period follows adjournment. If the first three habits are in place, the end of session is about judgment, not logistics. That is the point.',
      },
    ],
  },
  {
    id: 2,
    title: 'Reading a bill’s history: what introduced, engrossed and enrolled really mean',
    summary:
      'Every state labels bill versions and actions a little differently. A field guide to the words you will see in a bill history, and why they matter for your position.',
    category: 'Legislative process',
    author: { name: 'Jordan Ames', role: 'Policy Data Lead', initials: 'JA' },
    date: '2025-02-03',
    readMinutes: 6,
    body: [
      {
        type: 'p',
        text: 'A bill is not one document. By the time it reaches the governor it may have been rewritten in committee, amended on the floor of both chambers and reconciled in conference. Knowing which version you are reading is the first step of any analysis.',
      },
      { type: 'h2', text: 'The versions' },
      {
        type: 'ul',
        items: [
          'Introduced (or filed): the text as the sponsor submitted it.',
          'Committee substitute or committee report: the text as a committee rewrote or amended it.',
          'Engrossed: the text as passed by the chamber where it started, with floor amendments included.',
          'Enrolled: the final text passed by both chambers, as sent to the governor.',
        ],
      },
      {
        type: 'p',
        text: 'States use their own words for some of these. Some print every amended version; others print amendments separately and leave you to assemble the result. Statehouse keeps every version a legislature publishes and lets you compare any two, so the question "what did the committee change?" has a redline answer.',
      },
      { type: 'h2', text: 'The actions' },
      {
        type: 'p',
        text: 'A bill history is a list of actions: first reading, referral to committee, hearing, committee vote, second and third reading, passage, transmittal to the other chamber, concurrence, signature or veto. Each legislature writes these in its own style. We classify them into a common vocabulary so that a filter for "passed a chamber" or "scheduled for hearing" works the same way in every state.',
      },
      { type: 'h2', text: 'Why it matters for your position' },
      {
        type: 'p',
        text: 'Positions attach to text, not to bill numbers. A bill you opposed as introduced may be acceptable after a substitute, and a harmless bill can pick up a damaging floor amendment. When a new version appears, re-read, re-decide and record the change in the bill’s position and remarks so that your reports stay honest.',
      },
      {
        type: 'quote',
        text: 'Support as introduced, oppose as engrossed is a position, not a contradiction.',
      },
      {
        type: 'p',
        text: 'Set an alert on new versions for your priority bills. It is the single most useful alert most teams are not using.',
      },
    ],
  },
  {
    id: 3,
    title: 'Committee hearings are where bills live or die. Here is how to follow them live.',
    summary:
      'Most bills that fail never get a committee vote. Following hearings in real time, with transcripts and clips, changes what a small team can cover.',
    category: 'Product',
    author: { name: 'Priya Natarajan', role: 'Product Manager, Live Actions', initials: 'PN' },
    date: '2025-03-11',
    readMinutes: 5,
    body: [
      {
        type: 'p',
        text: 'In most legislatures, the committee stage is where the real filtering happens. Chairs decide which bills get a hearing, testimony shapes amendments, and many bills are left pending without a vote. If you only look at floor votes, you see the end of the story.',
      },
      { type: 'h2', text: 'The problem with being in the room' },
      {
        type: 'p',
        text: 'Hearings overlap, agendas change on short notice and the bill you care about may be taken up at 9 a.m. or after midnight. Teams that cover several states cannot physically attend, and recorded video is hard to search after the fact.',
      },
      { type: 'h2', text: 'What live actions does' },
      {
        type: 'ul',
        items: [
          'Follows the public video streams legislatures publish for committee and floor sessions.',
          'Transcribes them as they happen, with timestamps, so you can search the hearing by bill number or keyword.',
          'Alerts you when your bill or keyword comes up, with a link to the live moment.',
          'Lets you cut a clip of the relevant testimony and share it, even with people who do not use Statehouse.',
        ],
      },
      {
        type: 'p',
        text: 'Transcripts are machine-generated and can mishear names and numbers; the video is always one click away for anything you intend to quote.',
      },
      { type: 'h2', text: 'A small team, many rooms' },
      {
        type: 'p',
        text: 'The customers who get the most from live actions use it to triage: alerts tell them which hearing to open, the transcript tells them whether to call a lobbyist in the building, and the clip goes into the next member update. It does not replace relationships in the capitol. It tells you when to use them.',
      },
    ],
  },
  {
    id: 4,
    title: 'Auto-tracking: let keyword matches find the bills you would otherwise miss',
    summary:
      'A bill about your issue can be filed under a title you would never search for. How auto-tracking proposes matches, and how to tune it so the queue stays useful.',
    category: 'Product',
    author: { name: 'Samuel Okafor', role: 'Engineering Manager, Tracking', initials: 'SO' },
    date: '2025-04-08',
    readMinutes: 6,
    body: [
      {
        type: 'p',
        text: 'Bill titles are written by drafters, not by the people affected by the bill. A change to pharmacy benefit rules can sit inside a bill titled "relating to health care"; a data privacy provision can ride on an insurance code cleanup. Searching titles misses them. Reading every bill is impossible.',
      },
      { type: 'h2', text: 'How matching works' },
      {
        type: 'p',
        text: 'Auto-tracking checks every new bill and every new version against the states, subjects and keywords your account follows. Keywords are searched in the full text, not just the title. Each match lands in your auto-tracked queue with the passages that matched, so you can see why it was proposed before you open it.',
      },
      { type: 'h2', text: 'Approve or dismiss' },
      {
        type: 'p',
        text: 'Nothing is tracked without a person saying yes. Approving a match adds it to your tracked bills, with the tags you choose; dismissing it removes it from the queue and records that someone looked. New versions of a dismissed bill are checked again, because amendments change what a bill is about.',
      },
      { type: 'h2', text: 'Tuning tips' },
      {
        type: 'ul',
        items: [
          'Prefer phrases to single words: "network adequacy" beats "network".',
          'Use subjects for breadth and keywords for precision.',
          'If you dismiss the same kind of match every day, refine the keyword instead of clicking faster.',
          'Review the queue on a schedule; a queue that is cleared daily stays short.',
        ],
      },
      {
        type: 'quote',
        text: 'A good auto-tracking setup surfaces a handful of real surprises every week, not hundreds of maybes.',
      },
      {
        type: 'p',
        text: 'Auto-tracking is included in every Statehouse plan. Set it up during the setup wizard or later from your user settings.',
      },
    ],
  },
];

export function blogPostById(id: number): BlogPost | undefined {
  return blogPosts.find((post) => post.id === id);
}

export function formatPostDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
