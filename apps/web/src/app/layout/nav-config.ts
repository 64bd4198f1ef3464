import {
  BookMarked,
  BookOpenCheck,
  ClipboardCheck,
  Home,
  NotebookPen,
  PencilLine,
  type LucideIcon,
} from 'lucide-react';

export type NavLabelKey =
  'nav.home' | 'nav.practice' | 'nav.mock' | 'nav.review' | 'nav.mistakes' | 'nav.vocabulary';

export interface NavItem {
  labelKey: NavLabelKey;
  path: string;
  /** exact: the path itself only (home); prefix: the path and everything below it. */
  match: 'exact' | 'prefix';
  icon: LucideIcon;
  testId: string;
  /** A count shown beside the label. */
  badge?: 'mistakes';
}

/** The top navigation, in order; nothing links to a screen that is not built. */
export const NAV_ITEMS: readonly NavItem[] = [
  { labelKey: 'nav.home', path: '/', match: 'exact', icon: Home, testId: 'nav-home' },
  {
    labelKey: 'nav.practice',
    path: '/practice',
    match: 'prefix',
    icon: PencilLine,
    testId: 'nav-practice',
  },
  {
    labelKey: 'nav.mock',
    path: '/mock',
    match: 'prefix',
    icon: ClipboardCheck,
    testId: 'nav-mock',
  },
  {
    labelKey: 'nav.review',
    path: '/review',
    match: 'prefix',
    icon: BookOpenCheck,
    testId: 'nav-review',
  },
  {
    labelKey: 'nav.mistakes',
    path: '/mistakes',
    match: 'prefix',
    icon: NotebookPen,
    testId: 'nav-mistakes',
    badge: 'mistakes',
  },
  {
    labelKey: 'nav.vocabulary',
    path: '/vocabulary',
    match: 'prefix',
    icon: BookMarked,
    testId: 'nav-vocabulary',
  },
];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.match === 'exact') return pathname === item.path;
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}
