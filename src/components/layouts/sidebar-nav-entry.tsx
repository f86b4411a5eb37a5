import { Lock } from 'lucide-react';
import type { ReactElement } from 'react';
import { NavLink, useMatch, useResolvedPath } from 'react-router-dom';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import type { NavAction, NavItem } from '@/config/roles';
import { cn } from '@/lib/cn';

const entryClasses =
  'flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
const idleClasses = 'text-sidebar-foreground hover:bg-muted hover:text-foreground';
const activeClasses = 'bg-accent text-accent-foreground';

/** One sidebar entry: a link, an action button, or a locked teaser; icon-only with a tooltip when collapsed. */
export function SidebarNavEntry({
  item,
  collapsed,
  onAction,
}: {
  item: NavItem;
  collapsed: boolean;
  onAction?: (action: NavAction) => void;
}) {
  if (item.kind === 'link') return <SidebarLink item={item} collapsed={collapsed} />;
  const Icon = item.icon;
  const layout = collapsed ? 'justify-center px-0' : '';
  const label = <span className={cn('truncate', collapsed && 'sr-only')}>{item.label}</span>;

  if (item.kind === 'action') {
    return withTooltip(
      collapsed,
      item.label,
      <button type="button" onClick={() => onAction?.(item.action)} className={cn(entryClasses, layout, idleClasses)}>
        <Icon aria-hidden="true" className="size-[18px] shrink-0" />
        {label}
      </button>,
    );
  }

  // Locked: visible but not interactive (early access). Not focusable, so no tooltip either.
  return (
    <span className={cn(entryClasses, layout, 'cursor-not-allowed select-none text-muted-foreground')} title={`${item.label} (locked)`}>
      <Icon aria-hidden="true" className="size-[18px] shrink-0" />
      {label}
      <span className="sr-only"> (locked)</span>
      {collapsed ? null : <Lock aria-hidden="true" className="ml-auto size-3.5 shrink-0" />}
    </span>
  );
}

function SidebarLink({ item, collapsed }: { item: Extract<NavItem, { kind: 'link' }>; collapsed: boolean }) {
  // A plain className string (not NavLink's function form), so the tooltip's Slot can merge it.
  const { pathname } = useResolvedPath(item.href);
  const isActive = useMatch({ path: pathname, end: item.end ?? false }) !== null;
  const Icon = item.icon;
  return withTooltip(
    collapsed,
    item.label,
    <NavLink
      to={item.href}
      end={item.end}
      className={cn(entryClasses, collapsed && 'justify-center px-0', isActive ? activeClasses : idleClasses)}
    >
      <Icon aria-hidden="true" className="size-[18px] shrink-0" />
      <span className={cn('truncate', collapsed && 'sr-only')}>{item.label}</span>
    </NavLink>,
  );
}

function withTooltip(collapsed: boolean, label: string, trigger: ReactElement) {
  if (!collapsed) return trigger;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{trigger}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}
