import {
  BookOpenIcon,
  BotIcon,
  BriefcaseIcon,
  CalendarDaysIcon,
  ClipboardListIcon,
  FileTextIcon,
  FolderOpenIcon,
  GitCompareIcon,
  LandmarkIcon,
  LayoutDashboardIcon,
  ListChecksIcon,
  MessageSquareTextIcon,
  RadioIcon,
  ScaleIcon,
  ScrollTextIcon,
  SettingsIcon,
  ShareIcon,
  TagIcon,
  TagsIcon,
  UploadIcon,
  UserCogIcon,
  UsersIcon,
  VideoIcon,
  WalletIcon,
} from 'lucide-react';
import type { NavSection } from '@/components/layout/nav-types';
import { paths } from '@/config/paths';

export const mainNav: NavSection[] = [
  {
    title: 'Overview',
    items: [
      { label: 'Dashboard', to: paths.dashboard.home, icon: LayoutDashboardIcon, end: true },
      { label: 'Calendar', to: paths.calendar, icon: CalendarDaysIcon },
      { label: 'Live Actions', to: paths.dashboard.liveActions, icon: RadioIcon },
    ],
  },
  {
    title: 'Legislation',
    items: [
      { label: 'Bills', to: paths.bills.list, icon: FileTextIcon },
      { label: 'Tracked Bills', to: paths.tracking.trackBills, icon: ListChecksIcon },
      { label: 'Tags', to: paths.tracking.tracks, icon: TagIcon },
      { label: 'Upload Track List', to: paths.tracking.uploadTrackList, icon: UploadIcon },
      { label: 'Auto-Tracked Bills', to: paths.autoTracked.list, icon: BotIcon },
      { label: 'Compare Bills', to: paths.bills.compare, icon: GitCompareIcon },
      { label: 'Subjects', to: paths.subjects.list, icon: TagsIcon },
      { label: 'Statutes', to: paths.statutes.list, icon: BookOpenIcon },
      { label: 'Regulations', to: paths.regulations.list, icon: ScrollTextIcon },
    ],
  },
  {
    title: 'People and influence',
    items: [
      { label: 'Members', to: paths.members.list, icon: UsersIcon },
      { label: 'Committees', to: paths.committees.list, icon: LandmarkIcon },
      { label: 'Lobbying', to: paths.lobby.home, icon: BriefcaseIcon },
      { label: 'Campaign Finance', to: paths.campaignFinance, icon: WalletIcon },
    ],
  },
  {
    title: 'Workspace',
    items: [
      { label: 'Committee Videos', to: paths.committeeVideos.list, icon: VideoIcon },
      { label: 'Reports', to: paths.dashboard.reports, icon: ClipboardListIcon },
      { label: 'File Storage', to: paths.storage.root, icon: FolderOpenIcon },
      { label: 'Remarks', to: paths.remarks, icon: MessageSquareTextIcon },
      { label: 'Analyst Portal', to: paths.analyst.portal, icon: ScaleIcon },
      { label: 'Lobbyist Dashboard', to: paths.lobbyist.dashboard, icon: BriefcaseIcon },
    ],
  },
  {
    title: 'Settings',
    items: [
      { label: 'Accounts', to: paths.accounts, icon: UserCogIcon },
      { label: 'User Settings', to: paths.settings.user, icon: SettingsIcon },
      { label: 'Portal Settings', to: paths.settings.portal, icon: ShareIcon },
    ],
  },
];

export const guestNav: NavSection[] = [
  {
    title: 'Guest area',
    items: [
      { label: 'Dashboard', to: paths.guest.dashboard, icon: LayoutDashboardIcon },
      { label: 'Members', to: paths.guest.members, icon: UsersIcon },
      { label: 'Track Bills', to: paths.guest.trackBills, icon: FileTextIcon },
      { label: 'Tracked Activity', to: paths.guest.trackedActivity, icon: ListChecksIcon },
      { label: 'Shared Tags', to: paths.guest.sharedTags, icon: TagsIcon },
      { label: 'Shared Relationships', to: paths.guest.sharedRelationships, icon: ShareIcon },
      { label: 'Tasks', to: paths.guest.tasks, icon: ClipboardListIcon },
      { label: 'Upload Track List', to: paths.guest.uploadTrackList, icon: UploadIcon },
    ],
  },
];
