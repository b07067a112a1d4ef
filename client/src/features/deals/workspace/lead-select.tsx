import type { OpportunityDetail } from '@common/deal-detail';
import { useQueryClient } from '@tanstack/react-query';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { useKnownCurrentUser } from '@/lib/session/current-user';
import { useTeamMembers } from '@/lib/users/get-team-members';
import { useUpdateDeal } from './api/update-deal';
import { reportDealWriteFailure } from './deal-write-failure';

export type LeadSelectProps = { deal: OpportunityDetail };

// Radix Select forbids an empty item value.
const noLead = 'none';

/** The deal's lead, picked from the team; a change is a reassignment (the new lead is notified). */
export function LeadSelect({ deal }: LeadSelectProps) {
  const team = useTeamMembers();
  const me = useKnownCurrentUser();
  const updateDeal = useUpdateDeal();
  const queryClient = useQueryClient();
  // A lead who has since been deactivated is not in the team list, but still leads this deal.
  const choices = [...(team.data ?? [])];
  if (deal.lead && !choices.some((member) => member.id === deal.lead?.id)) {
    choices.unshift({ id: deal.lead.id, fullName: deal.lead.fullName });
  }
  const shown = updateDeal.isPending ? updateDeal.variables.changes.leadUserId : (deal.lead?.id ?? null);

  const handleChange = (value: string) => {
    const leadUserId = value === noLead ? null : Number(value);
    if (leadUserId === (deal.lead?.id ?? null)) return;
    const name = choices.find((member) => member.id === leadUserId)?.fullName;
    updateDeal.mutate(
      { id: deal.id, changes: { leadUserId, version: deal.version } },
      {
        onSuccess: () =>
          toast({
            title: 'Lead changed',
            description:
              leadUserId === null
                ? 'This deal has no lead now.'
                : leadUserId === me?.id
                  ? 'You now lead this deal.'
                  : `${name} now leads this deal and has been notified.`,
          }),
        onError: (error) => reportDealWriteFailure(queryClient, 'Lead not changed', error),
      },
    );
  };

  return (
    <Select
      value={shown === null || shown === undefined ? noLead : String(shown)}
      onValueChange={handleChange}
      disabled={updateDeal.isPending}
    >
      <SelectTrigger aria-label="Deal lead" className="h-9" />
      <SelectContent>
        <SelectItem value={noLead}>No lead assigned</SelectItem>
        {choices.map((member) => (
          <SelectItem key={member.id} value={String(member.id)}>
            {member.fullName}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
