import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** The Platform Feedback dialog of the company-admin menu. The form itself arrives with the feedback feature. */
export function PlatformFeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Platform Feedback</DialogTitle>
          <DialogDescription>Report a bug, request a feature or share general feedback with the LXERA team.</DialogDescription>
        </DialogHeader>
        <p className="rounded-lg border border-dashed bg-muted/50 p-4 text-sm text-muted-foreground">
          Coming soon: sending feedback from here is not available yet.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
