import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Feature } from '@/content/types';
import { ContentIcon } from '../components/icon';

export function FeatureCard({ feature, headingLevel = 'h3' }: { feature: Feature; headingLevel?: 'h3' | 'h4' }) {
  const Heading = headingLevel;
  return (
    <div className="relative flex h-full flex-col gap-3 rounded-xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md">
      <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <ContentIcon name={feature.icon} className="size-5" />
      </span>
      <Heading className="font-semibold">{feature.title}</Heading>
      <p className="text-sm text-muted-foreground">{feature.description}</p>
      {feature.bullets ? (
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-muted-foreground">
          {feature.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
      {feature.stat ? (
        <p className="mt-auto pt-2 text-sm">
          <span className="text-2xl font-bold text-accent-foreground">{feature.stat.value}</span> <span className="text-muted-foreground">{feature.stat.label}</span>
        </p>
      ) : null}
      {feature.href ? (
        <Link to={feature.href} className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-medium text-accent-foreground after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring">
          Learn more<span className="sr-only"> about {feature.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}
