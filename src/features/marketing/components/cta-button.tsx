import { ArrowRight, CalendarDays } from 'lucide-react';
import { Island } from '@/components/island';
import { AppLink } from '@/components/ui/app-link';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { CtaAction } from '@/content/types';
import { useMarketingActions } from '../marketing-actions';

type CtaStyle = Pick<ButtonProps, 'variant' | 'size' | 'className'>;
type CtaButtonProps = { action: CtaAction; surface?: 'light' | 'dark' } & CtaStyle;

/** The demo button or the e-mail capture: the calls to action that need a script. */
export function CtaAction({ action, surface, variant, size = 'lg', className }: CtaButtonProps) {
  const { openDemo, preloadDemo, renderCapture } = useMarketingActions();
  if (action.kind === 'capture') return <>{renderCapture({ source: action.source, buttonLabel: action.label, surface })}</>;
  if (action.kind === 'demo') {
    return (
      <Button variant={variant} size={size} className={className} onClick={() => openDemo(action.source)} onPointerEnter={preloadDemo} onFocus={preloadDemo}>
        <CalendarDays aria-hidden="true" />
        {action.label}
      </Button>
    );
  }
  return <CtaLink action={action} variant={variant} size={size} className={className} />;
}

function CtaLink({ action, variant, size = 'lg', className }: { action: Extract<CtaAction, { kind: 'link' }> } & CtaStyle) {
  const external = /^https?:|^mailto:/.test(action.href);
  return (
    <Button asChild variant={variant} size={size} className={className}>
      {external ? (
        <a href={action.href}>{action.label}</a>
      ) : (
        <AppLink to={action.href}>
          {action.label}
          <ArrowRight aria-hidden="true" />
        </AppLink>
      )}
    </Button>
  );
}

/**
 * Renders a content call to action: a link, a demo-dialog button or the e-mail capture. On a prerendered page
 * a link stays plain HTML; the other two are islands, hydrated when they come near the viewport.
 */
export function CtaButton({ action, ...style }: CtaButtonProps) {
  if (action.kind === 'link') return <CtaLink action={action} variant={style.variant} size={style.size} className={style.className} />;
  return <Island name="cta-action" hydrate="visible" component={CtaAction} props={{ action, ...style }} />;
}
