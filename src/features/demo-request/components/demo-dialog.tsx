// The demo dialog (spec §2): a centred dialog on desktop, a 90vh bottom sheet on mobile. Loaded lazily on first
// open, so its form library stays off the first load. Closing unmounts the content, which resets every field.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { demoDialogCopy, demoToasts } from '@/content/demo-request';
import { useIsMobile } from '@/lib/use-media-query';
import { cn } from '@/lib/cn';
import type { DemoFormValues } from '../demo-form-schema';
import { configuredSchedulerUrl, schedulerUrl } from '../scheduler-url';
import { DemoForm } from './demo-form';
import { SchedulerStep } from './scheduler-step';

export interface DemoDialogProps {
  open: boolean;
  source: string;
  onOpenChange: (open: boolean) => void;
}

function DemoDialogBody({ source, mobile, onClose }: { source: string; mobile: boolean; onClose: () => void }) {
  const [submitted, setSubmitted] = useState<DemoFormValues | null>(null);
  const base = configuredSchedulerUrl();
  const copy = submitted ? demoDialogCopy.schedule : demoDialogCopy.form;
  const subtitle = submitted ? demoDialogCopy.schedule.subtitle : demoDialogCopy.form.subtitle;

  function scheduleLater() {
    toast({ title: demoToasts.scheduleLater.title, description: demoToasts.scheduleLater.description, variant: 'success' });
    onClose();
  }

  return (
    <>
      <div className="flex flex-col gap-1 pr-8">
        <DialogPrimitive.Title className="text-xl font-semibold tracking-tight">{copy.title}</DialogPrimitive.Title>
        <DialogPrimitive.Description className="text-sm text-muted-foreground">{subtitle}</DialogPrimitive.Description>
        {submitted ? <p className="text-xs text-muted-foreground">{demoDialogCopy.schedule.meetingLength}</p> : null}
      </div>
      {submitted ? (
        <div className="flex flex-col gap-4">
          <SchedulerStep
            url={base ? schedulerUrl(base, submitted, source, mobile) : undefined}
            mobile={mobile}
            onOpenInNewTab={() => toast({ title: demoToasts.calendarInNewTab.title, description: demoToasts.calendarInNewTab.description })}
          />
          <Button variant="ghost" onClick={scheduleLater}>
            {demoDialogCopy.schedule.later}
          </Button>
        </div>
      ) : (
        <DemoForm source={source} mobile={mobile} onSubmitted={setSubmitted} />
      )}
    </>
  );
}

export function DemoDialog({ open, source, onOpenChange }: DemoDialogProps) {
  const mobile = useIsMobile();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          className={cn(
            'fixed z-50 flex flex-col gap-5 overflow-y-auto border bg-popover p-6 text-popover-foreground shadow-xl focus:outline-none',
            mobile
              ? 'inset-x-0 bottom-0 h-[90vh] rounded-t-2xl data-[state=open]:animate-slide-in-bottom'
              : 'left-1/2 top-1/2 max-h-[92vh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 rounded-xl data-[state=open]:animate-fade-in',
          )}
        >
          {mobile ? <div aria-hidden="true" className="mx-auto -mt-2 h-1.5 w-12 shrink-0 rounded-full bg-muted" /> : null}
          <DemoDialogBody key={source} source={source} mobile={mobile} onClose={() => onOpenChange(false)} />
          <DialogPrimitive.Close
            className="absolute right-3 top-3 rounded-md p-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={demoDialogCopy.close}
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
