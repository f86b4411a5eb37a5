// Desktop header menus (spec §2): Platform, Solutions, Pricing, Resources. Hover opens after 200 ms; moving
// to another menu within 300 ms of the last one opens it at once. Click and keyboard work without hover.
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { AppLink, usePathname } from '@/components/ui/app-link';
import { headerCopy, mainNavigation } from '@/content/navigation';
import { cx } from '@/lib/cx';

export const MENU_OPEN_DELAY_MS = 200;
export const MENU_SKIP_DELAY_MS = 300;

/** Milliseconds on a monotonic clock, read in event handlers only. */
const now = () => performance.now();
/** Pointing at a trigger opens its menu; a click within this time of that is the same intent. */
const HOVER_CLICK_GRACE_MS = 500;

// The panels (with their icons) load when the visitor first reaches for the menus, within the open delay.
const loadPanel = () => import('./desktop-menu-panel');
const MenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MenuPanel })));

const linkClass =
  'inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
/** Colours of a top-level entry; apart from linkClass, so an open menu's colours never compete with them. */
const restingClass = 'text-foreground/80';

export function DesktopNav() {
  // The menu remembers the path it was opened on, so navigating (even with Back) closes it.
  const [openState, setOpenState] = useState<{ id: string; path: string } | null>(null);
  const openTimer = useRef<number | undefined>(undefined);
  const lastClosedAt = useRef(0);
  /** When hovering opened a menu: a click that follows at once confirms it instead of closing it again. */
  const hoverOpenedAt = useRef(0);
  const navRef = useRef<HTMLElement>(null);
  const idPrefix = useId();
  const pathname = usePathname();
  const openId = openState?.path === pathname ? openState.id : null;
  const setOpenId = (id: string | null) => setOpenState(id ? { id, path: pathname } : null);

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
    <nav
      ref={navRef}
      aria-label={headerCopy.navLabel}
      className="hidden lg:block"
      onPointerLeave={close}
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
    >
      <ul className="flex items-center gap-1">
        {mainNavigation.map((entry) => {
          if (entry.kind === 'link') {
            return (
              <li key={entry.href}>
                <AppLink to={entry.href} className={cx(linkClass, restingClass)}>
                  {entry.label}
                </AppLink>
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
                className={cx(linkClass, open ? 'bg-muted text-foreground' : restingClass)}
                aria-expanded={open}
                aria-controls={open ? panelId : undefined}
                onClick={() => {
                  window.clearTimeout(openTimer.current);
                  if (open && now() - hoverOpenedAt.current > HOVER_CLICK_GRACE_MS) close();
                  else setOpenId(section.id);
                }}
              >
                {section.label}
                <ChevronDown aria-hidden="true" className={cx('size-4 transition-transform', open && 'rotate-180')} />
              </button>
              {open ? (
                <Suspense fallback={null}>
                  <MenuPanel section={section} id={panelId} onNavigate={close} />
                </Suspense>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
