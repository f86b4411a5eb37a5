import { cn } from '@/lib/cn';

export function SectionHeading({ id, eyebrow, title, intro, className, as: Heading = 'h2' }: { id?: string; eyebrow?: string; title: string; intro?: string; className?: string; as?: 'h1' | 'h2' }) {
  return (
    <div className={cn('mx-auto flex max-w-3xl flex-col items-center gap-3 text-center', className)}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-accent-foreground">{eyebrow}</p> : null}
      <Heading id={id} className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </Heading>
      {intro ? <p className="text-pretty text-base text-muted-foreground sm:text-lg">{intro}</p> : null}
    </div>
  );
}
