import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/** Confirms a permanent delete; focus starts on Cancel so Enter never deletes by accident. */
export function DeleteTicketDialog({
  open,
  onOpenChange,
  sender,
  deleting,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sender: string;
  deleting: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this ticket?</DialogTitle>
          <DialogDescription>
            The ticket from {sender} and its notes are removed for good. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" autoFocus onClick={() => onOpenChange(false)} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={deleting}>
            {deleting ? <Spinner className="text-current" /> : null}
            Delete ticket
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
