// Lists of the resources pages: articles, customer stories, glossary terms, open roles.
import { Link } from 'react-router-dom';
import type { Article, CaseStudy, GlossaryTerm, JobOpening } from '@/content/types';
import { RichBlocks } from './rich-blocks';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function ArticleList({ articles }: { articles: readonly Article[] }) {
  return (
    <ul className="mx-auto mt-10 flex max-w-4xl flex-col gap-6">
      {articles.map((article) => (
        <li key={article.slug}>
          <article id={article.slug} aria-labelledby={`${article.slug}-title`} className="scroll-mt-20 rounded-2xl border bg-card p-6 sm:p-8">
            <p className="text-xs font-semibold uppercase tracking-wider text-accent-foreground">{article.category}</p>
            <h3 id={`${article.slug}-title`} className="mt-2 text-xl font-bold tracking-tight sm:text-2xl">
              {article.title}
            </h3>
            <p className="mt-2 text-sm text-muted-foreground">
              {article.author.name}, {article.author.role} · <time dateTime={article.publishedAt}>{dateFormat.format(new Date(article.publishedAt))}</time> · {article.readingMinutes} min read
            </p>
            <p className="mt-4 text-muted-foreground">{article.excerpt}</p>
            <details className="mt-4">
              <summary className="cursor-pointer text-sm font-medium text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                Read the article<span className="sr-only">: {article.title}</span>
              </summary>
              <div className="mt-4">
                <RichBlocks blocks={article.body} headingLevel="h3" />
              </div>
            </details>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
              {article.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-muted px-2.5 py-0.5 text-xs text-muted-foreground">
                  {tag}
                </li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ul>
  );
}

export function CaseStudies({ stories }: { stories: readonly CaseStudy[] }) {
  return (
    <ul className="mt-10 flex flex-col gap-8">
      {stories.map((story) => (
        <li key={story.slug}>
          <article id={story.slug} aria-labelledby={`${story.slug}-title`} className="scroll-mt-20 rounded-2xl border bg-card p-6 sm:p-8">
            <p className="text-xs font-semibold uppercase tracking-wider text-accent-foreground">
              {story.industry} · {story.headquarters} · {story.companySize}
            </p>
            <h3 id={`${story.slug}-title`} className="mt-2 text-2xl font-bold tracking-tight">
              {story.customer}
            </h3>
            <p className="mt-3 text-muted-foreground">{story.summary}</p>
            <dl className="mt-6 grid gap-4 sm:grid-cols-3">
              {story.results.map((result) => (
                <div key={result.label} className="flex flex-col-reverse rounded-lg bg-muted/60 p-4">
                  <dt className="text-sm">{result.label}</dt>
                  <dd className="text-3xl font-extrabold text-accent-foreground">{result.value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-6 grid gap-6 md:grid-cols-2">
              <div>
                <h4 className="font-semibold">The challenge</h4>
                {story.challenge.map((paragraph) => (
                  <p key={paragraph} className="mt-2 text-sm text-muted-foreground">
                    {paragraph}
                  </p>
                ))}
              </div>
              <div>
                <h4 className="font-semibold">The solution</h4>
                {story.solution.map((paragraph) => (
                  <p key={paragraph} className="mt-2 text-sm text-muted-foreground">
                    {paragraph}
                  </p>
                ))}
              </div>
            </div>
            <figure className="mt-6 border-l-4 border-brand pl-4">
              <blockquote className="italic">“{story.quote.text}”</blockquote>
              <figcaption className="mt-2 text-sm text-muted-foreground">
                {story.quote.author}, {story.quote.role}, {story.quote.company}
              </figcaption>
            </figure>
            <p className="mt-6 text-sm">
              <span className="font-medium">Solutions used: </span>
              {story.solutionsUsed.map((link, index) => (
                <span key={link.href}>
                  {index > 0 ? ', ' : ''}
                  <Link to={link.href} className="text-accent-foreground underline-offset-2 hover:underline">
                    {link.label}
                  </Link>
                </span>
              ))}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}

export function GlossaryList({ terms }: { terms: readonly GlossaryTerm[] }) {
  const byTerm = new Map(terms.map((term) => [term.slug, term]));
  const sorted = [...terms].sort((a, b) => a.term.localeCompare(b.term));
  return (
    <dl className="mx-auto mt-10 flex max-w-4xl flex-col divide-y rounded-2xl border bg-card">
      {sorted.map((term) => (
        <div key={term.slug} id={term.slug} className="scroll-mt-20 p-6">
          <dt className="text-lg font-semibold">{term.term}</dt>
          <dd className="mt-2 text-muted-foreground">
            <p>{term.definition}</p>
            {term.related && term.related.length > 0 ? (
              <p className="mt-2 text-sm">
                Related:{' '}
                {term.related.map((slug, index) => (
                  <span key={slug}>
                    {index > 0 ? ', ' : ''}
                    <a href={`#${slug}`} className="text-accent-foreground underline-offset-2 hover:underline">
                      {byTerm.get(slug)?.term ?? slug}
                    </a>
                  </span>
                ))}
              </p>
            ) : null}
            {term.learnMore ? (
              <p className="mt-2 text-sm">
                <Link to={term.learnMore.href} className="font-medium text-accent-foreground underline-offset-2 hover:underline">
                  {term.learnMore.label} →
                </Link>
              </p>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function JobOpenings({ roles }: { roles: readonly JobOpening[] }) {
  return (
    <ul className="mx-auto mt-10 flex max-w-4xl flex-col gap-4">
      {roles.map((role) => (
        <li key={role.slug} id={role.slug} className="scroll-mt-20 rounded-2xl border bg-card p-6">
          <h3 className="text-lg font-semibold">{role.title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            {role.team} · {role.location} · {role.type}
          </p>
          <p className="mt-3 text-sm">{role.summary}</p>
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-medium text-accent-foreground">
              Role details<span className="sr-only">: {role.title}</span>
            </summary>
            <div className="mt-3 grid gap-4 text-sm md:grid-cols-2">
              <div>
                <h4 className="font-semibold">What you will do</h4>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
                  {role.responsibilities.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="font-semibold">What you bring</h4>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
                  {role.requirements.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
