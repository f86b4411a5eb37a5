// The landing hero in its desktop and mobile variants (spec §2 landing hero). The mobile variant shows below
// 768 px only; the desktop one from 768 px up. Both are in the HTML so the first paint needs no script; only
// the buttons and forms in them are islands.
import { Sparkles } from 'lucide-react';
import { Island } from '@/components/island';
import { heroContent, marqueeCopy, marqueeLogos } from '@/content/landing';
import { ContentIcon } from '../components/icon';
import { DiscoverMore, HeroActions, VideoTile } from './hero-islands';
import { LogoMarquee } from './logo-marquee';

const { desktop, mobile, confirmation, discoverMore } = heroContent;

function DiscoverMoreIsland() {
  return <Island name="discover-more" component={DiscoverMore} props={{ label: discoverMore.label, targetId: discoverMore.targetId }} />;
}

export function LandingHero() {
  return (
    <section id="hero" aria-labelledby="hero-heading" className="relative overflow-hidden border-b">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-96 max-w-4xl rounded-full bg-brand/20 blur-3xl dark:bg-brand/10"
      />
      {/* Desktop */}
      <div className="relative mx-auto hidden w-full max-w-5xl flex-col items-center gap-7 px-6 py-24 text-center md:flex lg:py-28">
        <p className="inline-flex items-center gap-2 rounded-full border bg-card px-4 py-1.5 text-sm font-medium text-muted-foreground shadow-xs">
          <Sparkles aria-hidden="true" className="size-4 text-accent-foreground" />
          {desktop.eyebrow}
        </p>
        <h1 id="hero-heading" className="text-balance text-5xl font-extrabold tracking-tight lg:text-6xl">
          {desktop.headline}
        </h1>
        <p className="max-w-3xl text-pretty text-lg text-muted-foreground">{desktop.subcopy}</p>
        <Island name="hero-actions" component={HeroActions} props={{ variant: 'default', capture: desktop.capture, demo: desktop.demo, confirmation }} />
        <p className="text-sm text-muted-foreground">
          {heroContent.noCreditCard} · {heroContent.socialProof}
        </p>
        <DiscoverMoreIsland />
      </div>
      {/* Mobile */}
      <div className="relative flex flex-col gap-6 px-4 pb-10 pt-10 md:hidden">
        <p className="w-fit rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">{mobile.eyebrow}</p>
        <h1 className="text-balance text-4xl font-extrabold tracking-tight">{mobile.headline}</h1>
        <p className="text-pretty text-base text-muted-foreground">{mobile.subcopy}</p>
        <ul className="grid grid-cols-2 gap-3">
          {mobile.sellingPoints.map((point) => (
            <li key={point.text} className="flex items-start gap-2 rounded-lg border bg-card p-3 text-sm">
              <ContentIcon name={point.icon} className="mt-0.5 size-4 shrink-0 text-accent-foreground" />
              <span>{point.text}</span>
            </li>
          ))}
        </ul>
        <Island name="video-tile" component={VideoTile} props={mobile.videoTile} />
        <Island name="hero-actions" component={HeroActions} props={{ variant: 'mobile', capture: mobile.capture, demo: mobile.demo, confirmation }} />
        <p className="text-center text-xs text-muted-foreground">
          {heroContent.noCreditCard} · {heroContent.socialProof}
        </p>
        <div className="flex justify-center">
          <DiscoverMoreIsland />
        </div>
        <LogoMarquee logos={marqueeLogos} title={marqueeCopy.title} subtitle={marqueeCopy.subtitle} />
      </div>
    </section>
  );
}
