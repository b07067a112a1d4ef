import { type Role, roleLabels } from '@common/roles';
import type { TeamMember } from '@common/settings';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Select, SelectContent, SelectTrigger } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { AddUserDialog } from './add-user-dialog';
import { useTeam, useUpdateUser } from './api/get-team';
import { RoleOptions } from './role-options';
import { SectionTitle } from './section-title';

export type TeamSectionProps = { currentUserId: number };

/** Team (admins only): everyone's role and status; add, change role, deactivate and reactivate. */
export function TeamSection({ currentUserId }: TeamSectionProps) {
  const team = useTeam();
  const [adding, setAdding] = useState(false);
  const [deactivating, setDeactivating] = useState<TeamMember | null>(null);
  return (
    <Card aria-labelledby="settings-team-title" role="region">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <SectionTitle id="settings-team-title">Team</SectionTitle>
          <CardDescription>Who can sign in to LeaseLens, and what they may change.</CardDescription>
        </div>
        <Button size="sm" className="self-start" onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" className="size-4" />
          Add user
        </Button>
      </CardHeader>
      <CardContent>
        {team.data ? (
          <>
            <ul
              aria-label="Team members"
              className="divide-y divide-border rounded-lg border border-border md:hidden"
            >
              {team.data.map((member) => (
                <TeamCard
                  key={member.id}
                  member={member}
                  isSelf={member.id === currentUserId}
                  onDeactivate={() => setDeactivating(member)}
                />
              ))}
            </ul>
            <Table
              aria-label="Team members"
              containerClassName="hidden rounded-lg border border-border md:block"
            >
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Username</TableHead>
                  <TableHead>Email</TableHead>
                  <TableHead>Role</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {team.data.map((member) => (
                  <TeamRow
                    key={member.id}
                    member={member}
                    isSelf={member.id === currentUserId}
                    onDeactivate={() => setDeactivating(member)}
                  />
                ))}
              </TableBody>
            </Table>
          </>
        ) : team.isError ? (
          <p role="alert" className="text-destructive text-sm">
            The team could not be loaded. Please try again later.
          </p>
        ) : (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
      </CardContent>
      <AddUserDialog open={adding} onClose={() => setAdding(false)} />
      <DeactivateDialog member={deactivating} onClose={() => setDeactivating(null)} />
    </Card>
  );
}

type MemberProps = { member: TeamMember; isSelf: boolean; onDeactivate: () => void };

const failed = (title: string, error: unknown) =>
  toast({ title, description: errorText(error, 'Please try again.'), variant: 'destructive' });

/** The role picker, the status and the (de)activate button of one member. */
function useMemberControls({ member, isSelf, onDeactivate }: MemberProps) {
  const update = useUpdateUser();
  const handleRole = (role: string) =>
    update.mutate(
      { id: member.id, role: role as Role },
      {
        onSuccess: (saved) => toast({ title: `${saved.fullName} is now ${roleLabels[saved.role]}` }),
        onError: (error) => failed('Role not changed', error),
      },
    );
  const handleReactivate = () =>
    update.mutate(
      { id: member.id, active: true },
      {
        onSuccess: (saved) => toast({ title: `${saved.fullName} reactivated` }),
        onError: (error) => failed('Not reactivated', error),
      },
    );
  const name = (
    <>
      {member.fullName}
      {isSelf ? <span className="ml-1 font-normal text-muted-foreground">(you)</span> : null}
    </>
  );
  const rolePicker = (
    <Select value={member.role} onValueChange={handleRole} disabled={update.isPending}>
      <SelectTrigger aria-label={`Role of ${member.fullName}`} className="h-9" />
      <SelectContent>
        <RoleOptions />
      </SelectContent>
    </Select>
  );
  const status = member.active ? <Badge variant="success">Active</Badge> : <Badge>Deactivated</Badge>;
  const action = isSelf ? null : member.active ? (
    <Button variant="ghost" size="sm" aria-label={`Deactivate ${member.fullName}`} onClick={onDeactivate}>
      Deactivate
    </Button>
  ) : (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Reactivate ${member.fullName}`}
      disabled={update.isPending}
      onClick={handleReactivate}
    >
      Reactivate
    </Button>
  );
  return { name, rolePicker, status, action };
}

function TeamRow(props: MemberProps) {
  const { name, rolePicker, status, action } = useMemberControls(props);
  const { member } = props;
  return (
    <TableRow className={member.active ? undefined : 'text-muted-foreground'}>
      <TableCell className="whitespace-nowrap font-medium">{name}</TableCell>
      <TableCell>{member.username}</TableCell>
      <TableCell>{member.email}</TableCell>
      <TableCell className="min-w-44">{rolePicker}</TableCell>
      <TableCell>{status}</TableCell>
      <TableCell className="text-right">{action}</TableCell>
    </TableRow>
  );
}

/** A phone's view of one member: a stacked card instead of a wide row. */
function TeamCard(props: MemberProps) {
  const { name, rolePicker, status, action } = useMemberControls(props);
  const { member } = props;
  return (
    <li className="flex flex-col gap-3 px-4 py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-medium text-foreground text-sm">{name}</p>
          <p className="truncate text-muted-foreground text-xs">
            {member.username} · {member.email}
          </p>
        </div>
        {status}
      </div>
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">{rolePicker}</div>
        {action}
      </div>
    </li>
  );
}

function DeactivateDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const update = useUpdateUser();
  const handleConfirm = () => {
    if (!member) return;
    update.mutate(
      { id: member.id, active: false },
      {
        onSuccess: (saved) => {
          toast({ title: `${saved.fullName} deactivated`, description: 'Their sessions have ended.' });
          onClose();
        },
        onError: (error) => failed('Not deactivated', error),
      },
    );
  };
  return (
    <Dialog open={member !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Deactivate {member?.fullName}?</DialogTitle>
          <DialogDescription>
            They are signed out everywhere at once and can no longer sign in. Their work stays; you can
            reactivate them later.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={update.isPending} onClick={handleConfirm}>
            Deactivate
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
