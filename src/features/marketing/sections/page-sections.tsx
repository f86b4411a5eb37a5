// Renders a content page's sections in order. The first section is the hero with the page's h1.
import { Check, Minus, Quote } from 'lucide-react';
import type { ReactNode } from 'react';
import { Island } from '@/components/island';
import type { PageSection } from '@/content/types';
import { cn } from '@/lib/cn';
import { ContactSalesFormSlot } from '../components/contact-sales-form-slot';
import { CtaButton } from '../components/cta-button';
import { ContentIcon } from '../components/icon';
import { FeatureCard } from './feature-card';
import { RichBlocks } from './rich-blocks';
import { SectionHeading } from './section-heading';
import { ArticleList, CaseStudies, GlossaryList, JobOpenings } from './collections';

function Shell({ section, index, children, tone }: { section: PageSection; index: number; children: ReactNode; tone?: 'muted' }) {
  return (
    <section
      id={section.id}
      aria-labelledby={`section-${index}-heading`}
      className={cn('scroll-mt-20 px-4 py-16 sm:px-6 lg:px-8', tone === 'muted' && 'border-y bg-muted/40')}
    >
      <div className="mx-auto max-w-7xl">{children}</div>
    </section>
  );
}


const gridCols = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

function renderSection(section: PageSection, index: number): ReactNode {
  const headingId = `section-${index}-heading`;
  switch (section.type) {
    case 'hero':
      return (
        <section key={index} id={section.id} aria-labelledby={headingId} className="relative overflow-hidden border-b px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-80 max-w-3xl rounded-full bg-brand/20 blur-3xl dark:bg-brand/10" />
          <div className="relative mx-auto flex max-w-4xl flex-col items-center gap-6 text-center">
            {section.eyebrow ? <p className="rounded-full border bg-card px-3.5 py-1 text-sm font-medium text-muted-foreground">{section.eyebrow}</p> : null}
            <h1 id={headingId} className="text-balance text-4xl font-extrabold tracking-tight sm:text-5xl">
              {section.title}
            </h1>
            <p className="max-w-3xl text-pretty text-lg text-muted-foreground">{section.subtitle}</p>
            {section.actions.length > 0 ? (
              <div className="flex flex-wrap items-start justify-center gap-3">
                {section.actions.map((action, actionIndex) => (
                  <CtaButton key={action.label} action={action} variant={actionIndex === 0 ? 'default' : 'outline'} />
                ))}
              </div>
            ) : null}
            {section.note ? <p className="text-sm text-muted-foreground">{section.note}</p> : null}
          </div>
        </section>
      );
    case 'feature-grid':
      return (
        <Shell key={index} section={section} index={index}>
          <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
          <ul className={cn('mt-10 grid gap-5', gridCols[section.columns ?? 3])}>
            {section.items.map((item) => (
              <li key={item.title}>
                <FeatureCard feature={item} />
              </li>
            ))}
          </ul>
        </Shell>
      );
    case 'steps':
      return (
        <Shell key={index} section={section} index={index} tone="muted">
          <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
          <ol className="mt-10 grid gap-5 md:grid-cols-2">
            {section.steps.map((step, stepIndex) => (
              <li key={step.title} className="flex gap-4 rounded-xl border bg-card p-6">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-foreground">{stepIndex + 1}</span>
                <div className="flex flex-col gap-2">
                  <h3 className="flex items-center gap-2 font-semibold">
                    <ContentIcon name={step.icon} className="size-4 text-accent-foreground" />
                    {step.title}
                  </h3>
                  <p className="text-sm text-muted-foreground">{step.description}</p>
                  {step.details ? (
                    <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                      {step.details.map((detail) => (
                        <li key={detail}>{detail}</li>
                      ))}
                    </ul>
                  ) : null}
                  {step.stat ? (
                    <p className="text-sm">
                      <span className="font-bold text-accent-foreground">{step.stat.value}</span> {step.stat.label}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        </Shell>
      );
    case 'stats':
      return (
        <Shell key={index} section={section} index={index} tone="muted">
          {section.title ? <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} /> : <h2 id={headingId} className="sr-only">Key figures</h2>}
          <dl className="mt-8 grid gap-6 text-center sm:grid-cols-2 lg:grid-cols-4">
            {section.stats.map((stat) => (
              <div key={`${stat.value}-${stat.label}`} className="flex flex-col-reverse gap-1 rounded-xl border bg-card p-6">
                <dt className="text-sm font-medium">
                  {stat.label}
                  {stat.description ? <span className="mt-1 block text-xs font-normal text-muted-foreground">{stat.description}</span> : null}
                </dt>
                <dd className="text-4xl font-extrabold text-accent-foreground">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </Shell>
      );
    case 'faq':
      return (
        <Shell key={index} section={section} index={index}>
          <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
          <div className="mx-auto mt-10 flex max-w-3xl flex-col divide-y rounded-xl border bg-card">
            {section.items.map((item) => (
              <details key={item.question} className="group p-5">
                <summary className="cursor-pointer list-none font-medium marker:hidden focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                  <span className="flex items-center justify-between gap-4">
                    {item.question}
                    <span aria-hidden="true" className="text-xl text-muted-foreground transition-transform group-open:rotate-45">+</span>
                  </span>
                </summary>
                <p className="mt-3 text-sm text-muted-foreground">{item.answer}</p>
              </details>
            ))}
          </div>
        </Shell>
      );
    case 'cta':
      return (
        <section key={index} id={section.id} aria-labelledby={headingId} className="px-4 py-16 sm:px-6 lg:px-8">
          <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 rounded-3xl bg-slate-900 px-6 py-12 text-center text-white dark:bg-slate-800 sm:px-12 [&_input]:text-foreground">
            {section.eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-indigo-200">{section.eyebrow}</p> : null}
            <h2 id={headingId} className="text-balance text-3xl font-bold tracking-tight">
              {section.title}
            </h2>
            <p className="max-w-2xl text-slate-200">{section.body}</p>
            <div className="flex flex-wrap items-start justify-center gap-3">
              {section.actions.map((action, actionIndex) => (
                <CtaButton
                  key={action.label}
                  action={action}
                  surface="dark"
                  variant={actionIndex === 0 ? 'default' : 'outline'}
                  className={actionIndex === 0 ? 'bg-white text-slate-900 hover:bg-white/90' : 'border-white/40 bg-transparent text-white hover:bg-white/10'}
                />
              ))}
            </div>
            {section.note ? <p className="text-sm text-slate-300">{section.note}</p> : null}
          </div>
        </section>
      );
    case 'rich-text':
      return (
        <section key={index} id={section.id} aria-labelledby={section.title ? headingId : undefined} className="scroll-mt-20 px-4 py-10 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-3xl">
            {section.title ? (
              <h2 id={headingId} className="mb-4 text-2xl font-bold tracking-tight">
                {section.title}
              </h2>
            ) : null}
            <RichBlocks blocks={section.blocks} />
          </div>
        </section>
      );
    case 'table':
      return (
        <Shell key={index} section={section} index={index}>
          {section.title ? <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} /> : null}
          <div className="mx-auto mt-8 max-w-5xl overflow-x-auto rounded-xl border" tabIndex={0} role="region" aria-label={section.caption}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{section.caption}</caption>
              <thead className="bg-muted/60">
                <tr>
                  {section.columns.map((column) => (
                    <th key={column} scope="col" className="px-4 py-3 font-semibold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y">
                {section.rows.map((row) => (
                  <tr key={row.join('|')}>
                    {row.map((cell, cellIndex) =>
                      cellIndex === 0 ? (
                        <th key={cellIndex} scope="row" className="px-4 py-3 font-medium">
                          {cell}
                        </th>
                      ) : (
                        <td key={cellIndex} className="px-4 py-3 text-muted-foreground">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Shell>
      );
    case 'comparison':
      return (
        <Shell key={index} section={section} index={index}>
          <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
          <div className="mt-10 overflow-x-auto rounded-xl border" tabIndex={0} role="region" aria-label={section.caption}>
            <table className="w-full min-w-[40rem] text-sm">
              <caption className="sr-only">{section.caption}</caption>
              <thead className="bg-muted/60">
                <tr>
                  <th scope="col" className="px-4 py-3 text-left font-semibold">
                    Feature
                  </th>
                  {section.columns.map((column) => (
                    <th key={column} scope="col" className="px-4 py-3 text-center font-semibold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              {section.groups.map((group) => (
                <tbody key={group.name} className="divide-y border-t">
                  <tr className="bg-muted/30">
                    <th scope="colgroup" colSpan={section.columns.length + 1} className="px-4 py-2 text-left text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                      {group.name}
                    </th>
                  </tr>
                  {group.rows.map((row) => (
                    <tr key={row.feature}>
                      <th scope="row" className="px-4 py-3 text-left font-medium">
                        {row.feature}
                      </th>
                      {row.values.map((value, valueIndex) => (
                        <td key={valueIndex} className="px-4 py-3 text-center">
                          {value === true ? (
                            <Check aria-label="Included" className="mx-auto size-4 text-accent-foreground" />
                          ) : value === false ? (
                            <Minus aria-label="Not included" className="mx-auto size-4 text-muted-foreground" />
                          ) : (
                            value
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
        </Shell>
      );
    case 'quote':
      return (
        <section key={index} id={section.id} aria-labelledby={headingId} className="px-4 py-16 sm:px-6 lg:px-8">
          <h2 id={headingId} className="sr-only">
            What customers say
          </h2>
          <figure className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
            <Quote aria-hidden="true" className="size-8 text-accent-foreground" />
            <blockquote className="text-pretty text-xl font-medium leading-8">“{section.quote.text}”</blockquote>
            <figcaption className="text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">{section.quote.author}</span>, {section.quote.role}, {section.quote.company}
            </figcaption>
          </figure>
        </section>
      );
    case 'pricing-plans':
      return (
        <Shell key={index} section={section} index={index}>
          <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
          <ul className="mt-10 grid gap-6 lg:grid-cols-3">
            {section.plans.map((plan) => (
              <li key={plan.id} className={cn('relative flex flex-col gap-5 rounded-2xl border bg-card p-7 shadow-xs', plan.highlighted && 'border-brand shadow-lg ring-1 ring-brand')}>
                {plan.badge ? <span className="absolute -top-3 left-7 rounded-full bg-brand px-3 py-0.5 text-xs font-semibold text-brand-foreground">{plan.badge}</span> : null}
                <div>
                  <h3 className="text-lg font-semibold">{plan.name}</h3>
                  <p className="text-sm text-muted-foreground">{plan.tagline}</p>
                </div>
                <p>
                  <span className="text-4xl font-extrabold">{plan.price}</span> <span className="text-sm text-muted-foreground">{plan.priceNote}</span>
                </p>
                <p className="text-sm text-muted-foreground">{plan.description}</p>
                <ul className="flex flex-col gap-2 text-sm">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-foreground" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto [&>*]:w-full">
                  <CtaButton action={plan.cta} variant={plan.highlighted ? 'default' : 'outline'} />
                </div>
              </li>
            ))}
          </ul>
          {section.note ? <p className="mt-6 text-center text-sm text-muted-foreground">{section.note}</p> : null}
        </Shell>
      );
    case 'article-list':
      return (
        <Shell key={index} section={section} index={index}>
          <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
          <ArticleList articles={section.articles} />
        </Shell>
      );
    case 'case-studies':
      return (
        <Shell key={index} section={section} index={index}>
          <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
          <CaseStudies stories={section.stories} />
        </Shell>
      );
    case 'glossary':
      return (
        <Shell key={index} section={section} index={index}>
          <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
          <GlossaryList terms={section.terms} />
        </Shell>
      );
    case 'job-openings':
      return (
        <Shell key={index} section={section} index={index}>
          <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
          <JobOpenings roles={section.roles} />
          <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted-foreground">{section.note}</p>
        </Shell>
      );
    case 'contact-form':
      return (
        <Shell key={index} section={section} index={index}>
          <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.form.title} intro={section.form.intro} />
          <div className="mx-auto mt-10 max-w-2xl rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
            <Island name="contact-sales-form" hydrate="visible" component={ContactSalesFormSlot} props={{ form: section.form }} />
          </div>
        </Shell>
      );
  }
}

export function PageSections({ sections }: { sections: readonly PageSection[] }) {
  return <>{sections.map(renderSection)}</>;
}
