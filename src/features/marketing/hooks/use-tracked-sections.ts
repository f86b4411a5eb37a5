import { useEffect, useState } from 'react';
import { TRACKED_SECTION_IDS } from '@/content/navigation';
import { pushRecentlyViewed } from './recently-viewed';

/** Watches the landing's platform, solutions and contact sections; returns the one in view and the recent ones. */
export function useTrackedSections(enabled: boolean): { active: string | null; recent: string[] } {
  const [active, setActive] = useState<string | null>(null);
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          setActive(entry.target.id);
          setRecent((list) => pushRecentlyViewed(list, entry.target.id));
        }
      },
      { rootMargin: '-40% 0px -50% 0px' },
    );
    for (const id of TRACKED_SECTION_IDS) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [enabled]);
  return { active, recent };
}
