// Desktop header menus (spec §2): Platform, Solutions, Pricing, Resources. Hover opens after 200 ms; moving
// to another menu within 300 ms of the last one opens it at once. Click and keyboard work without hover.
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { headerCopy, mainNavigation } from '@/content/navigation';
import type { NavSection } from '@/content/types';
import { cn } from '@/lib/cn';
import { ContentIcon } from './icon';

export const MENU_OPEN_DELAY_MS = 200;
export const MENU_SKIP_DELAY_MS = 300;

/** Milliseconds on a monotonic clock, read in event handlers only. */
const now = () => performance.now();
/** Pointing at a trigger opens its menu; a click within this time of that is the same intent. */
const HOVER_CLICK_GRACE_MS = 500;

const linkClass =
  'inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium text-foreground/80 transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function MenuPanel({ section, id, onNavigate }: { section: NavSection; id: string; onNavigate: () => void }) {
  const wide = section.items.length > 5;
  return (
    <div id={id} className={cn('absolute left-0 top-full z-40 pt-2', wide ? 'w-[40rem]' : 'w-[24rem]')}>
      <div className="overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-xl animate-fade-in">
        <ul className={cn('grid gap-1 p-3', wide && 'grid-cols-2')}>
          {section.items.map((item) => (
            <li key={item.href}>
              <Link to={item.href} onClick={onNavigate} className="flex gap-3 rounded-lg p-2.5 transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                {item.icon ? (
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
                    <ContentIcon name={item.icon} className="size-4" />
                  </span>
                ) : null}
                <span className="flex flex-col gap-0.5">
                  <span className="text-sm font-medium">{item.name}</span>
                  <span className="text-xs text-muted-foreground">{item.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="border-t bg-muted/50 px-5 py-3 text-sm">
          {section.footer.kind === 'view-all' ? (
            <Link to={section.footer.href} onClick={onNavigate} className="font-medium text-accent-foreground hover:underline">
              {section.footer.label} →
            </Link>
          ) : (
            <p className="text-muted-foreground">{section.footer.text}</p>
          )}
        </div>
      </div>
    </div>
  );
}

export function DesktopNav() {
  // The menu remembers the path it was opened on, so navigating (even with Back) closes it.
  const [openState, setOpenState] = useState<{ id: string; path: string } | null>(null);
  const openTimer = useRef<number | undefined>(undefined);
  const lastClosedAt = useRef(0);
  /** When hovering opened a menu: a click that follows at once confirms it instead of closing it again. */
  const hoverOpenedAt = useRef(0);
  const navRef = useRef<HTMLElement>(null);
  const idPrefix = useId();
  const location = useLocation();
  const openId = openState?.path === location.pathname ? openState.id : null;
  const setOpenId = (id: string | null) => setOpenState(id ? { id, path: location.pathname } : null);

  const close = () => {
    window.clearTimeout(openTimer.current);
    if (openId) lastClosedAt.current = now();
    setOpenState(null);
  };

  useEffect(() => {
    if (!openId) return;
    function onPointerDown(event: PointerEvent) {
      if (navRef.current && !navRef.current.contains(event.target as Node)) dismiss();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') dismiss();
    }
    function dismiss() {
      lastClosedAt.current = now();
      setOpenState(null);
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openId]);
  useEffect(() => () => window.clearTimeout(openTimer.current), []);

  function hoverOpen(id: string) {
    window.clearTimeout(openTimer.current);
    const skip = openId !== null || now() - lastClosedAt.current < MENU_SKIP_DELAY_MS;
    const openByHover = () => {
      hoverOpenedAt.current = now();
      setOpenId(id);
    };
    if (skip) openByHover();
    else openTimer.current = window.setTimeout(openByHover, MENU_OPEN_DELAY_MS);
  }

  return (
    <nav ref={navRef} aria-label={headerCopy.navLabel} className="hidden lg:block" onPointerLeave={close}>
      <ul className="flex items-center gap-1">
        {mainNavigation.map((entry) => {
          if (entry.kind === 'link') {
            return (
              <li key={entry.href}>
                <Link to={entry.href} className={linkClass}>
                  {entry.label}
                </Link>
              </li>
            );
          }
          const { section } = entry;
          const open = openId === section.id;
          const panelId = `${idPrefix}-${section.id}`;
          return (
            <li key={section.id} className="relative" onPointerEnter={(event) => event.pointerType === 'mouse' && hoverOpen(section.id)}>
              <button
                type="button"
                className={cn(linkClass, open && 'bg-muted text-foreground')}
                aria-expanded={open}
                aria-controls={open ? panelId : undefined}
                onClick={() => {
                  window.clearTimeout(openTimer.current);
                  if (open && now() - hoverOpenedAt.current > HOVER_CLICK_GRACE_MS) close();
                  else setOpenId(section.id);
                }}
              >
                {section.label}
                <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
              </button>
              {open ? <MenuPanel section={section} id={panelId} onNavigate={close} /> : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
