import type { Ref } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@/components/ui/select';
import { useTeamMembers } from '@/lib/users/get-team-members';

/** The select's value for "no owner set: follow the building's asset manager". */
const followManager = 'asset-manager';

export type OwnerSelectProps = {
  id: string;
  /** The owner set on the record; null follows the building's asset manager. */
  value: number | null;
  onChange: (ownerId: number | null) => void;
  /** The asset manager's name, when known, shown on the default choice. */
  assetManagerName?: string | null;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** The owner of an option's or lease's critical dates: the building's asset manager or a team member. */
export function OwnerSelect({
  id,
  value,
  onChange,
  assetManagerName,
  disabled,
  ref,
  onBlur,
  ...aria
}: OwnerSelectProps) {
  const team = useTeamMembers();
  const followLabel = assetManagerName
    ? `Building's asset manager (${assetManagerName})`
    : "Building's asset manager";
  return (
    <Select
      value={value === null ? followManager : String(value)}
      onValueChange={(next) => onChange(next === followManager ? null : Number(next))}
      disabled={disabled}
    >
      <SelectTrigger id={id} ref={ref} onBlur={onBlur} {...aria} />
      <SelectContent>
        <SelectItem value={followManager}>{followLabel}</SelectItem>
        {(team.data ?? []).map((member) => (
          <SelectItem key={member.id} value={String(member.id)}>
            {member.fullName}
          </SelectItem>
        ))}
        {/* An owner since deactivated still shows by id until someone picks another. */}
        {value !== null && team.data && !team.data.some((member) => member.id === value) ? (
          <SelectItem value={String(value)}>Former team member</SelectItem>
        ) : null}
      </SelectContent>
    </Select>
  );
}
