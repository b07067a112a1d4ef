import { roleLabels, roles } from '@common/roles';
import { SelectItem } from '@/components/ui/select';

/** One item per role, labelled as the sidebar labels it; for the add-user form and the team table. */
export function RoleOptions() {
  return roles.map((role) => (
    <SelectItem key={role} value={role}>
      {roleLabels[role]}
    </SelectItem>
  ));
}
