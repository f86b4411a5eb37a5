import { Link } from 'react-router-dom';
import { BrandLogo } from '@/components/layouts/brand-logo';
import { Island } from '@/components/island';
import { footerColumns, footerCopy, legalLinks } from '@/content/navigation';
import { SOCIAL_LINKS } from '@/content/site';
import { CopyrightLine } from './copyright-line';

const linkClass = 'rounded-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function SiteFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_repeat(4,1fr)] lg:px-8">
        <div className="flex flex-col gap-4">
          <BrandLogo />
          <p className="max-w-xs text-sm text-muted-foreground">{footerCopy.blurb}</p>
          <div>
            <h2 className="text-sm font-semibold">{footerCopy.socialHeading}</h2>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.network}>
                  <a href={social.href} className={linkClass} rel="noopener noreferrer" target="_blank">
                    {social.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {column.links.map((link) => (
                <li key={`${column.title}-${link.href}`}>
                  <Link to={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <Island name="copyright-line" hydrate="visible" component={CopyrightLine} props={{ builtIn: new Date().getFullYear() }} />
          <p className="text-xs">{footerCopy.tagline}</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} className={linkClass}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
