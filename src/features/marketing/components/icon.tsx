// Maps the content's icon names to lucide icons; only these icons end up in the bundle.
import {
  Activity, Award, BadgeCheck, Bell, Blocks, BookOpen, Bot, Brain, Briefcase, Building, Calendar, ChartColumn,
  ChartLine, ChartPie, CirclePlay, ClipboardCheck, Clock, Compass, Database, Eye, FileText, Flame, Gauge, Globe,
  GraduationCap, Handshake, HeartHandshake, KeyRound, Layers, LayoutGrid, Library, LifeBuoy, Lightbulb, ListChecks,
  Lock, Mail, Medal, MessageSquare, MessagesSquare, Milestone, Network, Newspaper, Plug, RefreshCw, Rocket, Route,
  Scale, Search, Settings, ShieldCheck, Smartphone, Sparkles, Star, Target, TrendingUp, Trophy, UserCheck, Users,
  UsersRound, WandSparkles, Workflow, Zap, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@/content/icon-names';

const ICONS: Record<IconName, LucideIcon> = {
  Activity, Award, BadgeCheck, Bell, Blocks, BookOpen, Bot, Brain, Briefcase, Building, Calendar, ChartColumn,
  ChartLine, ChartPie, CirclePlay, ClipboardCheck, Clock, Compass, Database, Eye, FileText, Flame, Gauge, Globe,
  GraduationCap, Handshake, HeartHandshake, KeyRound, Layers, LayoutGrid, Library, LifeBuoy, Lightbulb, ListChecks,
  Lock, Mail, Medal, MessageSquare, MessagesSquare, Milestone, Network, Newspaper, Plug, RefreshCw, Rocket, Route,
  Scale, Search, Settings, ShieldCheck, Smartphone, Sparkles, Star, Target, TrendingUp, Trophy, UserCheck, Users,
  UsersRound, WandSparkles, Workflow, Zap,
};

export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
