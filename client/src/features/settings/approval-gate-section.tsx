import { useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { useApprovalGate, useSaveApprovalGate } from '@/lib/settings/approval-gate';
import { SectionTitle } from './section-title';

/**
 * Proposal approvals (admins only): when on, a deal moves past LOI only once one of its proposal
 * rounds is approved by the building's asset manager or an admin.
 */
export function ApprovalGateSection() {
  const switchId = `${useId()}-gate`;
  const current = useApprovalGate();
  const save = useSaveApprovalGate();
  const [error, setError] = useState<string | undefined>();

  const handleChange = (enabled: boolean) => {
    setError(undefined);
    save.mutate(
      { enabled },
      {
        onSuccess: (saved) =>
          toast({
            title: saved.enabled ? 'Approval required past LOI' : 'Approval no longer required',
            description: saved.enabled
              ? 'Deals now need an approved proposal to move past LOI.'
              : 'Deals move past LOI without an approved proposal.',
          }),
        onError: (failure) =>
          setError(errorText(failure, 'The setting could not be saved. Please try again.')),
      },
    );
  };

  return (
    <Card aria-labelledby="settings-approvals-title" role="region">
      <CardHeader>
        <SectionTitle id="settings-approvals-title">Proposal approvals</SectionTitle>
        <CardDescription>
          Proposal rounds are approved or rejected by the building's asset manager or an admin.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {current.isPending ? (
          <Skeleton className="h-6 w-80 max-w-full" />
        ) : (
          <div className="flex items-center gap-3">
            <Switch
              id={switchId}
              checked={save.isPending ? save.variables.enabled : (current.data?.enabled ?? false)}
              disabled={save.isPending || current.isError}
              onCheckedChange={handleChange}
            />
            <Label htmlFor={switchId}>Require an approved proposal to move past LOI</Label>
          </div>
        )}
        {error || current.isError ? (
          <p role="alert" className="text-destructive text-xs">
            {error ?? 'The setting could not be loaded.'}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
