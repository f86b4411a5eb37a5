// A desktop menu's panel: its pages with icon, name and description, and its 'View All' link or tagline.
import { AppLink } from '@/components/ui/app-link';
import type { NavSection } from '@/content/types';
import { cx } from '@/lib/cx';
import { ContentIcon } from './icon';

export function MenuPanel({ section, id, onNavigate }: { section: NavSection; id: string; onNavigate: () => void }) {
  const wide = section.items.length > 5;
  return (
    <div id={id} className={cx('absolute left-0 top-full z-40 pt-2', wide ? 'w-[40rem]' : 'w-[24rem]')}>
      <div className="overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-xl animate-fade-in">
        <ul className={cx('grid gap-1 p-3', wide && 'grid-cols-2')}>
          {section.items.map((item) => (
            <li key={item.href}>
              <AppLink to={item.href} onClick={onNavigate} className="flex gap-3 rounded-lg p-2.5 transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                {item.icon ? (
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
                    <ContentIcon name={item.icon} className="size-4" />
                  </span>
                ) : null}
                <span className="flex flex-col gap-0.5">
                  <span className="text-sm font-medium">{item.name}</span>
                  <span className="text-xs text-muted-foreground">{item.description}</span>
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
        <div className="border-t bg-muted/50 px-5 py-3 text-sm">
          {section.footer.kind === 'view-all' ? (
            <AppLink to={section.footer.href} onClick={onNavigate} className="font-medium text-accent-foreground hover:underline">
              {section.footer.label} →
            </AppLink>
          ) : (
            <p className="text-muted-foreground">{section.footer.text}</p>
          )}
        </div>
      </div>
    </div>
  );
}

