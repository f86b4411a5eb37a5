import { Ellipsis } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import type { MobileBar, NavAction, NavItem } from '@/config/roles';
import { cn } from '@/lib/cn';

const tabClasses =
  'flex h-full min-w-0 flex-col items-center justify-center gap-1 rounded-md px-1 text-[11px] font-medium leading-none transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The bottom tab bar below 768 px: four tabs and a More menu; `addon` sits above it (the learner's course strip). */
export function MobileBottomBar({
  bar,
  onAction,
  addon,
}: {
  bar: MobileBar;
  onAction?: (action: NavAction) => void;
  addon?: ReactNode;
}) {
  const { pathname } = useLocation();
  const moreActive = bar.more.some((item) => item.kind === 'link' && pathname.startsWith(item.href));
  return (
    <div className="sticky bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-background/85">
      {addon}
      <nav aria-label="Main">
        <ul className="grid h-16 grid-cols-5 gap-1 px-2 py-1.5">
          {bar.primary.map((item) => (
            <li key={item.label} className="min-w-0">
              <MobileTab item={item} onAction={onAction} />
            </li>
          ))}
          <li className="min-w-0">
            <DropdownMenu>
              <DropdownMenuTrigger
                className={cn(
                  tabClasses,
                  'w-full',
                  moreActive ? 'text-foreground' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <Ellipsis aria-hidden="true" className="size-5" />
                <span>More</span>
              </DropdownMenuTrigger>
              <DropdownMenuContent side="top" align="end" className="min-w-56">
                {bar.more.map((item) => (
                  <MoreMenuItem key={item.label} item={item} onAction={onAction} />
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          </li>
        </ul>
      </nav>
    </div>
  );
}

function MobileTab({ item, onAction }: { item: NavItem; onAction?: (action: NavAction) => void }) {
  const Icon = item.icon;
  const content = (
    <>
      <Icon aria-hidden="true" className="size-5" />
      <span className="max-w-full truncate">{item.label}</span>
    </>
  );
  if (item.kind === 'link') {
    return (
      <NavLink
        to={item.href}
        end={item.end}
        className={({ isActive }) =>
          cn(tabClasses, isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:text-foreground')
        }
      >
        {content}
      </NavLink>
    );
  }
  if (item.kind === 'action') {
    return (
      <button type="button" onClick={() => onAction?.(item.action)} className={cn(tabClasses, 'w-full text-muted-foreground')}>
        {content}
      </button>
    );
  }
  return null;
}

function MoreMenuItem({ item, onAction }: { item: NavItem; onAction?: (action: NavAction) => void }) {
  const Icon = item.icon;
  if (item.kind === 'link') {
    return (
      <DropdownMenuItem asChild>
        <Link to={item.href}>
          <Icon aria-hidden="true" />
          {item.label}
        </Link>
      </DropdownMenuItem>
    );
  }
  if (item.kind === 'action') {
    return (
      <DropdownMenuItem onSelect={() => onAction?.(item.action)}>
        <Icon aria-hidden="true" />
        {item.label}
      </DropdownMenuItem>
    );
  }
  return null;
}
