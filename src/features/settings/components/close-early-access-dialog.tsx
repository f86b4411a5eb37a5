import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** Closing early access turns visitors away at once; confirm it. Focus starts on Cancel. */
export function CloseEarlyAccessDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>Close early access?</DialogTitle>
          <DialogDescription>
            The public site stops accepting early-access sign-ups as soon as you save. People already on the list keep their place.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" autoFocus onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm}>
            Close early access
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
