// The one table of roles: each role's home, top-bar title, sidebar and mobile bar (spec §2, §6).
import {
  BarChart3,
  BookOpen,
  Building2,
  GraduationCap,
  HelpCircle,
  LayoutDashboard,
  LineChart,
  MessageSquare,
  MessageSquarePlus,
  Settings,
  Sparkles,
  Target,
  Ticket,
  TrendingUp,
  UserCircle,
  UserPlus,
  Users,
  Award,
  Home,
  type LucideIcon,
} from 'lucide-react';

export const ROLES = ['super_admin', 'company_admin', 'learner'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A menu entry: a link, an action the shell handles (a dialog), or a locked teaser (early access). */
export type NavItem =
  | { kind: 'link'; label: string; href: string; icon: LucideIcon; /** match the path exactly */ end?: boolean }
  | { kind: 'action'; label: string; action: NavAction; icon: LucideIcon }
  | { kind: 'locked'; label: string; icon: LucideIcon };

export type NavAction = 'platform-feedback';

export interface MobileBar {
  primary: readonly NavItem[];
  more: readonly NavItem[];
}

export interface RoleDefinition {
  home: string;
  /** Shown in the top bar. */
  title: string;
  settingsHref: string;
  sidebar: readonly NavItem[];
  mobileBar: MobileBar;
}

const link = (label: string, href: string, icon: LucideIcon, end = false): NavItem => ({ kind: 'link', label, href, icon, end });
const platformFeedback: NavItem = { kind: 'action', label: 'Platform Feedback', action: 'platform-feedback', icon: MessageSquarePlus };

const superAdminNav = {
  dashboard: link('Dashboard', '/admin', LayoutDashboard, true),
  tickets: link('Tickets', '/admin/tickets', Ticket),
  feedback: link('Feedback', '/admin/feedback', MessageSquare),
  companies: link('Companies', '/admin/companies', Building2),
  users: link('Users', '/admin/users', Users),
  courses: link('Courses', '/admin/courses', BookOpen),
  analytics: link('Analytics', '/admin/analytics', BarChart3),
  settings: link('Settings', '/admin/settings', Settings),
};

const companyAdminNav = {
  dashboard: link('Dashboard', '/dashboard', LayoutDashboard, true),
  positions: link('Positions', '/dashboard/positions', Target),
  addTeamMembers: link('Add Team Members', '/dashboard/onboarding', UserPlus),
  employees: link('Employees', '/dashboard/employees', Users),
  skills: link('Skills', '/dashboard/skills', GraduationCap),
  courses: link('Courses', '/dashboard/courses', BookOpen),
  courseGenerator: link('AI Course Generator', '/dashboard/course-generation', Sparkles),
  analytics: link('Analytics', '/dashboard/analytics', LineChart),
};

const learnerNav = {
  dashboard: link('Dashboard', '/learner', LayoutDashboard, true),
  myCourses: link('My Courses', '/learner/courses', BookOpen),
  courses: link('Courses', '/learner/courses', BookOpen),
  progress: link('Progress', '/learner/progress', TrendingUp),
  certificates: link('Certificates', '/learner/certificates', Award),
  profile: link('Profile', '/learner/profile', UserCircle),
  settings: link('Settings', '/learner/settings', Settings),
  help: link('Help', '/learner/help', HelpCircle),
  feedback: link('Feedback', '/learner/feedback', MessageSquare),
};

export const ROLE_TABLE: Record<Role, RoleDefinition> = {
  super_admin: {
    home: '/admin',
    title: 'Super Admin',
    settingsHref: '/admin/settings',
    sidebar: Object.values(superAdminNav),
    mobileBar: {
      primary: [superAdminNav.dashboard, superAdminNav.tickets, superAdminNav.users, superAdminNav.courses],
      more: [superAdminNav.feedback, superAdminNav.companies, superAdminNav.analytics, superAdminNav.settings],
    },
  },
  company_admin: {
    home: '/dashboard',
    title: 'Company Admin',
    settingsHref: '/dashboard/settings',
    sidebar: [...Object.values(companyAdminNav), platformFeedback],
    mobileBar: {
      primary: [companyAdminNav.dashboard, companyAdminNav.employees, companyAdminNav.skills, companyAdminNav.positions],
      more: [companyAdminNav.addTeamMembers, companyAdminNav.courses, companyAdminNav.analytics, platformFeedback],
    },
  },
  learner: {
    home: '/learner',
    title: 'Learner Portal',
    settingsHref: '/learner/settings',
    sidebar: [learnerNav.dashboard, learnerNav.myCourses, learnerNav.certificates],
    mobileBar: {
      primary: [learnerNav.dashboard, learnerNav.courses, learnerNav.progress, learnerNav.certificates],
      more: [learnerNav.profile, learnerNav.settings, learnerNav.help, learnerNav.feedback],
    },
  },
};

/** Early-access mode (/waiting-room): Overview is the only active item; the rest are teasers. */
export const EARLY_ACCESS_MODE = {
  title: 'Early Access',
  sidebar: [
    link('Overview', '/waiting-room', Home, true),
    { kind: 'locked', label: 'Positions', icon: Target },
    { kind: 'locked', label: 'Add Team Members', icon: UserPlus },
    { kind: 'locked', label: 'Employees', icon: Users },
    { kind: 'locked', label: 'Skills', icon: GraduationCap },
    { kind: 'locked', label: 'Courses', icon: BookOpen },
    { kind: 'locked', label: 'AI Course Generator', icon: Sparkles },
    { kind: 'locked', label: 'Analytics', icon: LineChart },
  ] satisfies readonly NavItem[] as readonly NavItem[],
} as const;

export function roleDefinition(role: string | null | undefined): RoleDefinition | null {
  return isRole(role) ? ROLE_TABLE[role] : null;
}

/** The role's home, or null for any other role (callers pick /login or / as the spec says). */
export function roleHome(role: string | null | undefined): string | null {
  return roleDefinition(role)?.home ?? null;
}
