import { Link } from 'react-router-dom';
import { Island } from '@/components/island';
import { notFoundPopularLinks } from '@/content/navigation';
import { NotFoundActions } from './not-found-actions';

/** The 404 page of spec §2. */
export function NotFoundPage() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16 sm:py-24">
      <div className="flex max-w-xl flex-col items-center gap-6 text-center">
        <h1 className="flex flex-col items-center gap-3">
          <span className="bg-linear-to-b from-foreground to-foreground/40 bg-clip-text text-8xl font-extrabold tracking-tighter text-transparent sm:text-9xl">
            404
          </span>{' '}
          <span className="text-2xl font-semibold tracking-tight sm:text-3xl">Oops! This page got lost in the cloud</span>
        </h1>
        <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
        <Island name="not-found-actions" component={NotFoundActions} props={{}} />
        <nav aria-labelledby="popular-pages-heading" className="mt-4 w-full border-t pt-6">
          <h2 id="popular-pages-heading" className="text-sm font-medium text-muted-foreground">
            Popular pages
          </h2>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {notFoundPopularLinks.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="inline-flex h-9 items-center rounded-full border bg-card px-4 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
