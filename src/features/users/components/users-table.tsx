import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSkeletonRows } from '@/components/ui/table';
import type { AdminUserRow } from '@/data/users/user-admin-types';
import { formatDate, ROLE_TONES, roleLabel } from '../user-labels';

const SKELETON_ROWS = 8;
const SKELETON_COLUMNS = [undefined, undefined, 'hidden md:table-cell', undefined, 'hidden lg:table-cell'];

export function UsersTable({
  rows,
  loading,
  selectedId,
  onOpen,
}: {
  rows: readonly AdminUserRow[];
  loading: boolean;
  selectedId: string | null;
  onOpen: (id: string) => void;
}) {
  return (
    <Table aria-label="Users" aria-busy={loading}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">User</TableHead>
          <TableHead scope="col">Role</TableHead>
          <TableHead scope="col" className="hidden md:table-cell">
            Company
          </TableHead>
          <TableHead scope="col">Status</TableHead>
          <TableHead scope="col" className="hidden lg:table-cell">
            Last active
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading && rows.length === 0
          ? <TableSkeletonRows rows={SKELETON_ROWS} columns={SKELETON_COLUMNS} />
          : rows.map((user) => (
              <TableRow key={user.id} data-state={user.id === selectedId ? 'selected' : undefined} className="hover:bg-muted/50">
                <TableCell className="max-w-[16rem]">
                  {/* The row's one interactive element: a real button, reachable by keyboard and screen readers. */}
                  <button
                    type="button"
                    className="grid max-w-full text-left font-medium underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={() => onOpen(user.id)}
                  >
                    <span className="truncate">{user.full_name || user.email}</span>
                    <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
                  </button>
                </TableCell>
                <TableCell>
                  <Badge tone={(ROLE_TONES as Record<string, 'neutral'>)[user.role] ?? 'neutral'}>{roleLabel(user.role)}</Badge>
                </TableCell>
                <TableCell className="hidden md:table-cell">{user.company?.name ?? <span className="text-muted-foreground">No company</span>}</TableCell>
                <TableCell>
                  <Badge tone={user.is_active ? 'neutral' : 'destructive'}>{user.is_active ? 'Active' : 'Inactive'}</Badge>
                </TableCell>
                <TableCell className="hidden whitespace-nowrap text-muted-foreground lg:table-cell">{formatDate(user.last_active_at)}</TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
