// Route module of the public site. The marketing pages arrive with the marketing site; until then each
// public route shows its title and an honest 'Coming soon', and / a simple landing.
import { ArrowRight } from 'lucide-react';
import { Link, Outlet } from 'react-router-dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { outcomesSection } from '@/content/landing';
import { PRODUCT_NAME, TAGLINE } from '@/content/site';
import { AccountLink } from '@/features/auth/components/account-link';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { NotFoundPage } from '../errors/not-found-page';
import { RoutePlaceholder } from '../route-placeholder';

export function PublicLayoutRoute() {
  return (
    <PublicLayout
      headerActions={
        <>
          <ThemeToggle />
          <AccountLink />
        </>
      }
    >
      <Outlet />
    </PublicLayout>
  );
}

export function LandingPage() {
  return (
    <>
      <section className="relative overflow-hidden border-b">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-96 max-w-3xl rounded-full bg-brand/25 blur-3xl dark:bg-brand/10"
        />
        <div className="relative mx-auto flex w-full max-w-4xl flex-col items-center gap-6 px-4 py-20 text-center sm:py-28">
          <p className="rounded-full border bg-card px-3.5 py-1 text-xs font-medium text-muted-foreground shadow-xs sm:text-sm">
            {TAGLINE}
          </p>
          <h1 className="text-5xl font-extrabold tracking-tight sm:text-7xl">{PRODUCT_NAME}</h1>
          <p className="max-w-2xl text-base text-muted-foreground sm:text-lg">
            AI-powered learning and innovation for enterprises: personalised learning journeys, reskilling,
            gamification, mentorship and analytics in one platform.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to={paths.login}>
                Sign In
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.adminLogin}>Sign in with a password</Link>
            </Button>
          </div>
        </div>
      </section>
      <section aria-labelledby="outcomes-heading" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="outcomes-heading" className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
          {outcomesSection.title}
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {outcomesSection.pillars.map((pillar, index) => (
            <li key={pillar.title} className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-lg bg-accent text-sm font-semibold text-accent-foreground"
              >
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="font-semibold">{pillar.title}</h3>
              <p className="text-sm text-muted-foreground">{pillar.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function PublicPlaceholderPage() {
  return (
    <div className="px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <RoutePlaceholder />
    </div>
  );
}

export function NotFoundRoute() {
  return <NotFoundPage />;
}
