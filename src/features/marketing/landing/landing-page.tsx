// The landing page (/): hero, outcomes, demo video, how it works, highlights, transformation call to action.
import { Island } from '@/components/island';
import { highlightsSection, howItWorksSection, outcomesSection, transformationCta, demoVideo as videoCopy } from '@/content/landing';
import { CaptureSlot } from '../components/capture-slot';
import { CtaButton } from '../components/cta-button';
import { ContentIcon } from '../components/icon';
import { FeatureCard } from '../sections/feature-card';
import { SectionHeading } from '../sections/section-heading';
import { DemoVideoSlot } from './demo-video-slot';
import { demoVideoSource } from './demo-video-source';
import { LandingHero } from './landing-hero';

/** Spec §9: the highlights grid shows at most 12 items. */
const MAX_HIGHLIGHTS = 12;

export function LandingPage() {
  const source = demoVideoSource();

  return (
    <>
      <LandingHero />

      <section id={outcomesSection.id} aria-labelledby="outcomes-heading" className="scroll-mt-20 px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="outcomes-heading" eyebrow={outcomesSection.eyebrow} title={outcomesSection.title} intro={outcomesSection.intro} />
        <ul id={outcomesSection.gridId} className="mx-auto mt-12 grid max-w-7xl gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {outcomesSection.pillars.map((pillar) => (
            <li key={pillar.title}>
              <FeatureCard feature={pillar} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="video-heading" className="border-y bg-muted/40 px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="video-heading" eyebrow={videoCopy.overlaySubtitle} title={videoCopy.label} />
        <div className="mx-auto mt-10 max-w-4xl">
          {/* The player (controls, chapter and speed menus) is below the fold: prerendered, hydrated when near. */}
          <Island
            name="demo-video"
            hydrate="visible"
            component={DemoVideoSlot}
            props={{ src: source.kind === 'file' && source.url !== '/media/lxera-demo.mp4' ? source.url : undefined }}
          />
        </div>
      </section>

      <section id={howItWorksSection.id} aria-labelledby="how-heading" className="px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="how-heading" eyebrow={howItWorksSection.eyebrow} title={howItWorksSection.title} intro={howItWorksSection.intro} />
        <ol className="mx-auto mt-12 grid max-w-7xl gap-5 md:grid-cols-2 lg:grid-cols-4">
          {howItWorksSection.steps.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-3 rounded-xl border bg-card p-6">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-foreground">{index + 1}</span>
                <ContentIcon name={step.icon} className="size-5 text-accent-foreground" />
              </div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="text-sm text-muted-foreground">{step.description}</p>
              {step.stat ? (
                <p className="mt-auto pt-2 text-sm">
                  <span className="text-2xl font-bold text-accent-foreground">{step.stat.value}</span> <span className="text-muted-foreground">{step.stat.label}</span>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <section id={highlightsSection.id} aria-labelledby="highlights-heading" className="border-t bg-muted/40 px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="highlights-heading" eyebrow={highlightsSection.eyebrow} title={highlightsSection.title} intro={highlightsSection.intro} />
        <ul className="mx-auto mt-12 grid max-w-7xl gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {highlightsSection.items.slice(0, MAX_HIGHLIGHTS).map((item) => (
            <li key={item.title}>
              <FeatureCard feature={item} />
            </li>
          ))}
        </ul>
      </section>

      <section id={transformationCta.id} aria-labelledby="cta-heading" className="px-4 py-20 sm:px-6 lg:px-8">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-3xl bg-slate-900 px-6 py-14 text-center text-white shadow-xl sm:px-12 dark:bg-slate-800">
          <p className="text-sm font-semibold uppercase tracking-wider text-indigo-200">{transformationCta.eyebrow}</p>
          <h2 id="cta-heading" className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">
            {transformationCta.title}
          </h2>
          <p className="max-w-2xl text-pretty text-slate-200">{transformationCta.body}</p>
          <div className="flex w-full flex-col items-center justify-center gap-3 sm:flex-row sm:items-start [&_input]:text-foreground">
            {transformationCta.capture.kind === 'capture' ? (
              <Island
                name="capture-slot"
                hydrate="visible"
                component={CaptureSlot}
                props={{ source: transformationCta.capture.source, buttonLabel: transformationCta.capture.label, successText: transformationCta.success, surface: 'dark' }}
              />
            ) : null}
            <CtaButton action={transformationCta.demo} variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10" />
          </div>
          <p className="text-sm text-slate-300">{transformationCta.note}</p>
        </div>
      </section>

    </>
  );
}
