// The landing hero in its desktop and mobile variants (spec §2 landing hero). The mobile variant shows below
// 768 px only; the desktop one from 768 px up. Both are in the HTML so the first paint needs no script.
import { ChevronDown, Play, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { heroContent, marqueeCopy, marqueeLogos } from '@/content/landing';
import { CtaButton } from '../components/cta-button';
import { ContentIcon } from '../components/icon';
import { scrollToSection } from '../hooks/scroll-to-section';
import { useMarketingActions } from '../marketing-actions';
import { LogoMarquee } from './logo-marquee';

function Confirmation() {
  return (
    <div role="status" className="flex flex-col gap-1 rounded-xl border border-emerald-600/30 bg-emerald-50 p-4 text-left dark:bg-emerald-950/40">
      <p className="font-semibold text-emerald-800 dark:text-emerald-300">{heroContent.confirmation.title}</p>
      <p className="text-sm text-emerald-800/90 dark:text-emerald-300/90">{heroContent.confirmation.description}</p>
    </div>
  );
}

function DiscoverMore() {
  return (
    <button
      type="button"
      onClick={() => scrollToSection(heroContent.discoverMore.targetId)}
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {heroContent.discoverMore.label}
      <ChevronDown aria-hidden="true" className="size-4 motion-safe:animate-bounce" />
    </button>
  );
}

export function LandingHero({ onPlayVideo }: { onPlayVideo: () => void }) {
  const { renderCapture } = useMarketingActions();
  const [captured, setCaptured] = useState(false);
  const { desktop, mobile } = heroContent;

  const capture = (variant: 'default' | 'mobile', source: string, label: string) =>
    captured ? <Confirmation /> : renderCapture({ source, variant, buttonLabel: label, onSuccess: () => setCaptured(true) });

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
        <div className="flex w-full flex-wrap items-start justify-center gap-3">
          {capture('default', desktop.capture.kind === 'capture' ? desktop.capture.source : '', desktop.capture.label)}
          {captured ? null : <CtaButton action={desktop.demo} variant="outline" />}
        </div>
        <p className="text-sm text-muted-foreground">
          {heroContent.noCreditCard} · {heroContent.socialProof}
        </p>
        <DiscoverMore />
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
        <button
          type="button"
          onClick={onPlayVideo}
          aria-label={mobile.videoTile.playLabel}
          className="group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-xl border bg-slate-900 text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {/* The largest element of the first mobile screen: a small copy, fetched early. */}
          <img src="/media/lxera-demo-poster-640.webp" alt="" width={640} height={360} fetchPriority="high" className="absolute inset-0 size-full object-cover opacity-70" />
          <span className="relative flex size-14 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow-lg transition-transform group-hover:scale-105">
            <Play aria-hidden="true" className="ml-1 size-6" />
          </span>
          <span className="absolute bottom-3 left-3 text-left">
            <span className="block text-xs uppercase tracking-wide text-white/80">{mobile.videoTile.label}</span>
            <span className="block text-sm font-semibold">{mobile.videoTile.caption}</span>
          </span>
        </button>
        <div className="flex flex-col gap-3">
          {capture('mobile', mobile.capture.kind === 'capture' ? mobile.capture.source : '', mobile.capture.label)}
          {captured ? null : <CtaButton action={mobile.demo} variant="outline" className="w-full" />}
        </div>
        <p className="text-center text-xs text-muted-foreground">
          {heroContent.noCreditCard} · {heroContent.socialProof}
        </p>
        <div className="flex justify-center">
          <DiscoverMore />
        </div>
        <LogoMarquee logos={marqueeLogos} title={marqueeCopy.title} subtitle={marqueeCopy.subtitle} />
      </div>
    </section>
  );
}
