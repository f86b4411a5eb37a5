import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { CtaAction } from '@/content/types';
import { useMarketingActions } from '../marketing-actions';

/** Renders a content call to action: a link, a demo-dialog button or the e-mail capture. */
export function CtaButton({ action, variant, size = 'lg', className }: { action: CtaAction } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const { openDemo, preloadDemo, renderCapture } = useMarketingActions();
  if (action.kind === 'capture') return <>{renderCapture({ source: action.source, buttonLabel: action.label })}</>;
  if (action.kind === 'demo') {
    return (
      <Button variant={variant} size={size} className={className} onClick={() => openDemo(action.source)} onPointerEnter={preloadDemo} onFocus={preloadDemo}>
        <CalendarDays aria-hidden="true" />
        {action.label}
      </Button>
    );
  }
  const external = /^https?:|^mailto:/.test(action.href);
  return (
    <Button asChild variant={variant} size={size} className={className}>
      {external ? (
        <a href={action.href}>{action.label}</a>
      ) : (
        <Link to={action.href}>
          {action.label}
          <ArrowRight aria-hidden="true" />
        </Link>
      )}
    </Button>
  );
}
