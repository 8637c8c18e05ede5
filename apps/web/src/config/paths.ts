/** Every screen of routes.txt, in one place. Builders encode their parameters. */
const segment = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  portal: {
    home: '/',
    auth: '/auth',
    bill: (id: string) => `/bills/${segment(id)}`,
  },

  home: '/',
  marketing: {
    whyStatehouse: '/why-legisiq',
    features: '/features',
    about: '/about',
    liveActions: '/live-actions',
    advocateManagement: '/advocate-management',
    automatedReports: '/automated-reports',
    analystManagement: '/analyst-management',
    legislativeAnalysis: '/legislative-analysis',
    aiReports: '/ai-reports',
    fileStorage: '/file-storage',
    search: '/search',
    track: '/track',
    report: '/report',
    help: '/help',
    terms: '/terms',
    insights: '/insights',
    blog: '/blog',
    privacy: '/privacy',
    blogPost: '/blog-post',
    blogPostNumber: (n: 1 | 2 | 3 | 4) => `/blog/post/${n}`,
    careers: '/careers',
    careers2: '/careers-2',
    demoSignup: '/demo-signup',
    inviteFriends: '/invite-friends',
    /** Not in routes.txt: the credits and freshness of every data source (data issue). */
    dataSources: '/data-sources',
  },

  setup: {
    wizard: '/init-setup-wizard',
    acceptInvite: '/accept-invite',
    /** Not in routes.txt: "Forgot password?" and reset links (docs/decisions/013). */
    resetPassword: '/reset-password',
    auth: '/auth',
    portalAuth: '/portal-auth',
  },

  guest: {
    login: '/guest-login',
    dashboard: '/guest-dashboard',
    members: '/guest-members',
    trackBills: '/guest-track-bills',
    trackedActivity: '/guest-tracked-activity',
    sharedTags: '/guest-shared-tags',
    sharedRelationships: '/guest-shared-relationships',
    tasks: '/guest-tasks',
    uploadTrackList: '/guest-upload-track-list',
  },

  dashboard: {
    home: '/dashboard',
    reports: '/dashboard/reports',
    billReport: '/dashboard/reports/bill',
    voteReport: '/dashboard/reports/votes',
    aiReport: '/dashboard/reports/ai',
    liveActions: '/dashboard/live-actions',
  },
  calendar: '/calendar',
  accounts: '/accounts',
  members: {
    list: '/members',
    contacts: '/member-contacts',
    detail: (id: string) => `/members/${segment(id)}`,
  },
  bills: {
    list: '/bills',
    detail: (id: string) => `/bills/${segment(id)}`,
    companyTickSheet: (billId: string) => `/bills/${segment(billId)}/company-tick-sheet`,
    memberTickSheet: (billId: string) => `/bills/${segment(billId)}/member-tick-sheet`,
    compare: '/bill/compare',
  },
  subjects: {
    list: '/subjects',
    detail: (subjectCode: string | number) => `/subjects/${segment(subjectCode)}`,
  },
  statutes: {
    list: '/statutes',
    detail: (id: string) => `/statutes/${segment(id)}`,
  },
  regulations: {
    list: '/regs',
    detail: (id: string) => `/regs/${segment(id)}`,
  },
  committees: {
    list: '/committees',
    detail: (id: string) => `/committees/${segment(id)}`,
  },
  lobby: {
    home: '/lobby',
    lobbyist: (id: string) => `/lobby/lobbyist/${segment(id)}`,
    firm: (id: string) => `/lobby/firm/${segment(id)}`,
    company: (id: string) => `/lobby/company/${segment(id)}`,
  },
  campaignFinance: '/campaign-finance',
  tracking: {
    tracks: '/tracks',
    trackBills: '/track-bills',
    uploadTrackList: '/upload-track-list',
  },
  settings: {
    user: '/user-settings',
    portal: '/portal-settings',
  },
  autoTracked: {
    list: '/auto-tracked-bills',
    detail: (billId: string) => `/auto-tracked-bills/${segment(billId)}`,
  },
  storage: {
    root: '/storage',
    /** A nested folder path such as `contracts/2025`; each part is encoded, the slashes kept. */
    folder: (folderPath: string) => `/storage/${folderPath.split('/').filter(Boolean).map(segment).join('/')}`,
  },
  remarks: '/remarks',
  searchResults: '/search-results',
  committeeVideos: {
    list: '/tools/committee-videos',
    detail: (id: string) => `/tools/committee-videos/${segment(id)}`,
    createClip: (id: string) => `/tools/video/create-clip/${segment(id)}`,
    sharedClip: (stateCode: string, clipId: string) => `/${segment(stateCode)}/videos/share/${segment(clipId)}`,
  },

  analyst: {
    portal: '/analyst-portal',
    analyst: (id: string) => `/analysts/${segment(id)}`,
    team: (id: string) => `/teams/${segment(id)}`,
    newTask: '/tasks/new',
    task: (id: string) => `/tasks/${segment(id)}`,
  },

  lobbyist: {
    dashboard: '/tools/lobby/dashboard',
    lobbyists: '/lobbyists',
    trackedBills: '/tracked-bills',
    billTags: '/bill-tags',
    lobbyist: (id: string) => `/lobbyist/${segment(id)}`,
    invite: '/invite',
    reports: '/reports',
    relationships: '/relationships',
    testimonies: '/testimonies',
    testimony: (id: string) => `/testimonies/${segment(id)}`,
  },
} as const;
