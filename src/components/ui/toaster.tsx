import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { TOAST_DURATION_MS } from '@/config/constants';
import { cn } from '@/lib/cn';
import { dismissToast, useToasts, type ToastVariant } from './toast-store';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border bg-popover text-popover-foreground',
  success: 'border bg-popover text-popover-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

/**
 * Renders the toast store with Radix Toast: 5000 ms by default, paused on hover and focus, swipe to dismiss,
 * and announced to screen readers through a polite live region ('foreground' toasts are assertive).
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} label="Notification" swipeDirection="right">
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open
          duration={item.duration}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg p-4 pr-10 shadow-lg',
            'data-[state=open]:animate-slide-in-bottom data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            variantClasses[item.variant ?? 'default'],
          )}
        >
          {item.variant === 'destructive' ? (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          ) : item.variant === 'success' ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-foreground" />
          ) : null}
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute right-2 top-2 rounded-md p-1.5 opacity-80 transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed bottom-20 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:bottom-0" />
    </ToastPrimitive.Provider>
  );
}
