import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { SIDEBAR_COLLAPSED_WIDTH_PX, SIDEBAR_EXPANDED_WIDTH_PX } from '@/config/constants';
import type { NavAction, NavItem } from '@/config/roles';
import { PRODUCT_NAME } from '@/content/site';
import { cn } from '@/lib/cn';
import { BrandLogo } from './brand-logo';
import { SidebarNavEntry } from './sidebar-nav-entry';

export interface SidebarProps {
  items: readonly NavItem[];
  homeHref: string;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  onAction?: (action: NavAction) => void;
}

/** The desktop sidebar: 256 px wide, or 64 px with icons only. */
export function Sidebar({ items, homeHref, collapsed, onCollapsedChange, onAction }: SidebarProps) {
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  // Actions (dialogs) sit apart from the places, above the collapse control.
  const places = items.filter((item) => item.kind !== 'action');
  const actions = items.filter((item) => item.kind === 'action');
  return (
    <div
      id="app-sidebar"
      data-collapsed={collapsed}
      style={{ width: collapsed ? SIDEBAR_COLLAPSED_WIDTH_PX : SIDEBAR_EXPANDED_WIDTH_PX }}
      className="fixed inset-y-0 left-0 z-40 flex flex-col border-r bg-sidebar transition-[width] duration-200 ease-out"
    >
      <div className={cn('flex h-16 shrink-0 items-center border-b', collapsed ? 'justify-center px-2' : 'px-5')}>
        <Link
          to={homeHref}
          aria-label={`${PRODUCT_NAME} home`}
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <BrandLogo compact={collapsed} />
        </Link>
      </div>
      {places.length > 0 ? (
        <nav aria-label="Main" className="flex-1 overflow-y-auto overflow-x-hidden px-3 py-4">
          <ul className="flex flex-col gap-1">
            {places.map((item) => (
              <li key={`${item.kind}-${item.label}`}>
                <SidebarNavEntry item={item} collapsed={collapsed} />
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <div className="flex-1" />
      )}
      {actions.length > 0 ? (
        <ul className="flex shrink-0 flex-col gap-1 border-t px-3 py-3">
          {actions.map((item) => (
            <li key={`${item.kind}-${item.label}`}>
              <SidebarNavEntry item={item} collapsed={collapsed} onAction={onAction} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={cn('shrink-0 border-t p-3', collapsed && 'flex justify-center')}>
        <Tooltip>
          <TooltipTrigger asChild>
            <button
              type="button"
              onClick={() => onCollapsedChange(!collapsed)}
              aria-expanded={!collapsed}
              aria-label={toggleLabel}
              className={cn(
                'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-sidebar-foreground transition-colors hover:bg-muted hover:text-foreground',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                collapsed ? 'w-10 justify-center px-0' : 'w-full',
              )}
            >
              {collapsed ? (
                <PanelLeftOpen aria-hidden="true" className="size-[18px]" />
              ) : (
                <PanelLeftClose aria-hidden="true" className="size-[18px]" />
              )}
              {collapsed ? null : <span aria-hidden="true">Collapse</span>}
            </button>
          </TooltipTrigger>
          <TooltipContent side="right">{toggleLabel}</TooltipContent>
        </Tooltip>
      </div>
    </div>
  );
}
