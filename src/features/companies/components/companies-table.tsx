import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSkeletonRows } from '@/components/ui/table';
import type { CompanyListRow } from '@/data/companies/company-types';
import { formatDate, planLabel } from '../company-labels';

const SKELETON_ROWS = 6;
const SKELETON_COLUMNS = [undefined, undefined, undefined, 'hidden md:table-cell', 'hidden md:table-cell', 'hidden lg:table-cell'];
const count = new Intl.NumberFormat('en-US');

export function CompaniesTable({
  rows,
  loading,
  selectedId,
  onOpen,
}: {
  rows: readonly CompanyListRow[];
  loading: boolean;
  selectedId: string | null;
  onOpen: (id: string) => void;
}) {
  return (
    <Table aria-label="Companies" aria-busy={loading}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Company</TableHead>
          <TableHead scope="col">Plan</TableHead>
          <TableHead scope="col">Status</TableHead>
          <TableHead scope="col" className="hidden text-right md:table-cell">
            Users
          </TableHead>
          <TableHead scope="col" className="hidden text-right md:table-cell">
            Employees
          </TableHead>
          <TableHead scope="col" className="hidden lg:table-cell">
            Created
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading && rows.length === 0
          ? <TableSkeletonRows rows={SKELETON_ROWS} columns={SKELETON_COLUMNS} />
          : rows.map((company) => (
              <TableRow key={company.id} data-state={company.id === selectedId ? 'selected' : undefined} className="hover:bg-muted/50">
                <TableCell>
                  {/* The row's one interactive element: a real button, reachable by keyboard and screen readers. */}
                  <button
                    type="button"
                    className="grid text-left font-medium underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={() => onOpen(company.id)}
                  >
                    <span>{company.name}</span>
                    <span className="text-xs font-normal text-muted-foreground">
                      {company.slug}
                      {company.industry ? ` · ${company.industry}` : ''}
                    </span>
                  </button>
                </TableCell>
                <TableCell className="whitespace-nowrap">{planLabel(company.plan)}</TableCell>
                <TableCell>
                  <Badge tone={company.is_active ? 'primary' : 'outline'}>{company.is_active ? 'Active' : 'Inactive'}</Badge>
                </TableCell>
                <TableCell className="hidden text-right tabular-nums md:table-cell">{count.format(company.userCount)}</TableCell>
                <TableCell className="hidden text-right tabular-nums md:table-cell">{count.format(company.employeeCount)}</TableCell>
                <TableCell className="hidden whitespace-nowrap text-muted-foreground lg:table-cell">{formatDate(company.created_at)}</TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
