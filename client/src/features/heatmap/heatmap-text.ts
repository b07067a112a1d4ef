import { plural } from '@common/words';

/** A share (0–1) as the cell prints it: '0%', '<1%' for a sliver, else the whole percent ('12%'). */
export function shareText(share: number): string {
  if (!(share > 0)) return '0%';
  const percent = Math.round(share * 100);
  return percent === 0 ? '<1%' : `${percent}%`;
}

/** What a screen reader hears for a cell: 'Tower One, Q1 2027: 12% of RSF, 3 leases'. */
export function cellLabel(
  building: string,
  quarter: string,
  cell: { share: number; leases: number },
): string {
  return `${building}, ${quarter}: ${shareText(cell.share)} of RSF, ${plural(cell.leases, 'lease')}`;
}
