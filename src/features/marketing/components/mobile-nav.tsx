// The mobile menu (spec §2): expandable lists with at most one section open at a time.
import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { AppLink, usePathname } from '@/components/ui/app-link';
import { headerCopy, mainNavigation } from '@/content/navigation';
import { cx } from '@/lib/cx';

export function MobileNav({ actions }: { actions: ReactNode }) {
  const here = usePathname();
  // Open state is tied to the path it was opened at, so navigating (even with Back) closes the menu; following
  // any link in it closes it too (a link to a section of the same page changes no path).
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [section, setSection] = useState<string | null>(null);
  const idPrefix = useId();
  const open = openAt === here;
  const setOpen = (next: boolean | ((value: boolean) => boolean)) => {
    const value = typeof next === 'function' ? next(open) : next;
    setOpenAt(value ? here : null);
    if (!value) setSection(null);
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpenAt(null);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${idPrefix}-menu`}
        aria-label={open ? headerCopy.closeMenu : headerCopy.openMenu}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
      </button>
      {open ? (
        <nav
          id={`${idPrefix}-menu`}
          aria-label={headerCopy.navLabel}
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
          }}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background px-4 pb-6 pt-2 shadow-lg animate-fade-in"
        >
          <ul className="flex flex-col divide-y">
            {mainNavigation.map((entry) => {
              if (entry.kind === 'link') {
                return (
                  <li key={entry.href}>
                    <AppLink to={entry.href} className="flex py-3 text-base font-medium">
                      {entry.label}
                    </AppLink>
                  </li>
                );
              }
              const expanded = section === entry.section.id;
              const listId = `${idPrefix}-${entry.section.id}`;
              return (
                <li key={entry.section.id}>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={listId}
                    onClick={() => setSection(expanded ? null : entry.section.id)}
                    className="flex w-full items-center justify-between py-3 text-left text-base font-medium"
                  >
                    {entry.section.label}
                    <ChevronDown aria-hidden="true" className={cx('size-5 transition-transform', expanded && 'rotate-180')} />
                  </button>
                  <ul id={listId} hidden={!expanded} className="flex flex-col gap-1 pb-3">
                    {entry.section.items.map((item) => (
                      <li key={item.href}>
                        <AppLink to={item.href} className="flex flex-col rounded-md px-3 py-2 hover:bg-muted">
                          <span className="text-sm font-medium">{item.name}</span>
                          <span className="text-xs text-muted-foreground">{item.description}</span>
                        </AppLink>
                      </li>
                    ))}
                    {entry.section.footer.kind === 'view-all' ? (
                      <li>
                        <AppLink to={entry.section.footer.href} className="block px-3 py-2 text-sm font-medium text-accent-foreground">
                          {entry.section.footer.label} →
                        </AppLink>
                      </li>
                    ) : (
                      <li className="px-3 py-2 text-xs text-muted-foreground">{entry.section.footer.text}</li>
                    )}
                  </ul>
                </li>
              );
            })}
          </ul>
          <div className="mt-4 flex flex-col gap-3">{actions}</div>
        </nav>
      ) : null}
    </div>
  );
}
