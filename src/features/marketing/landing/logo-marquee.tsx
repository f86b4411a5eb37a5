// Mobile logo marquee: 8 logos rendered twice so a 20 s loop is seamless; still under prefers-reduced-motion.
import type { IntegrationLogo } from '@/content/landing';

const MARQUEE_CSS = `
@keyframes lxera-marquee { from { transform: translateX(0); } to { transform: translateX(-50%); } }
.lxera-marquee-track { animation: lxera-marquee 20s linear infinite; }
@media (prefers-reduced-motion: reduce) { .lxera-marquee-track { animation: none; } }
`;

export function LogoMarquee({ logos, title, subtitle }: { logos: readonly IntegrationLogo[]; title: string; subtitle: string }) {
  return (
    <div className="flex flex-col gap-3">
      <style>{MARQUEE_CSS}</style>
      <div className="text-center">
        <h2 className="text-sm font-semibold">{title}</h2>
        <p className="text-xs text-muted-foreground">{subtitle}</p>
      </div>
      <div className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_12%,black_88%,transparent)]">
        <ul className="lxera-marquee-track flex w-max items-center gap-8 text-muted-foreground">
          {[...logos, ...logos].map((logo, index) => (
            <li key={`${logo.name}-${index}`} aria-hidden={index >= logos.length || undefined} className="flex h-10 shrink-0 items-center">
              <img src={logo.logo} alt={logo.name} width={133} height={40} loading="lazy" className="h-7 w-auto opacity-80 dark:invert" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
