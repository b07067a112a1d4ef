import { leasingCommissionDefaultMessage, leasingCommissionDefaultSchema } from '@common/settings';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { formatPercent } from '@/lib/format-number';
import {
  useLeasingCommissionDefault,
  useSaveLeasingCommissionDefault,
} from '@/lib/settings/leasing-commission';
import { SectionTitle } from './section-title';

/** The percent typed, or the rule's message: blank or outside 0–100 is refused. */
function parsePercent(text: string): { value: number } | { error: string } {
  if (text.trim() === '') return { error: leasingCommissionDefaultMessage };
  const parsed = leasingCommissionDefaultSchema.safeParse({ defaultLeasingCommissionPct: Number(text) });
  return parsed.success && Number.isFinite(parsed.data.defaultLeasingCommissionPct)
    ? { value: parsed.data.defaultLeasingCommissionPct }
    : { error: leasingCommissionDefaultMessage };
}

/**
 * Lease economics (admins only): the organisation's default leasing commission, which new lease terms
 * start with. Terms already saved keep their own commission.
 */
export function LeasingCommissionSection() {
  const fieldId = `${useId()}-commission`;
  const current = useLeasingCommissionDefault();
  const save = useSaveLeasingCommissionDefault();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const stored = current.data?.defaultLeasingCommissionPct;
  useEffect(() => {
    if (stored !== undefined) setText(String(stored));
  }, [stored]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePercent(text);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(undefined);
    save.mutate(
      { defaultLeasingCommissionPct: parsed.value },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Default commission saved',
            description: `New lease terms start with ${formatPercent(saved.defaultLeasingCommissionPct, 2)}.`,
          }),
        onError: (failure) =>
          setError(errorText(failure, 'The default commission could not be saved. Please try again.')),
      },
    );
  };

  return (
    <Card aria-labelledby="settings-commission-title" role="region">
      <CardHeader>
        <SectionTitle id="settings-commission-title">Lease economics</SectionTitle>
        <CardDescription>
          The leasing commission new lease terms start with; it counts in their net effective rent. Terms
          already saved keep their own.
        </CardDescription>
      </CardHeader>
      <form noValidate onSubmit={handleSubmit}>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          {current.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : (
            <FormField id={fieldId} label="Default leasing commission (%)" required error={error}>
              <Input
                type="number"
                inputMode="decimal"
                step="0.01"
                min={0}
                max={100}
                value={text}
                onChange={(event) => setText(event.target.value)}
                {...fieldA11y(fieldId, error)}
              />
            </FormField>
          )}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={save.isPending || current.isPending}>
            {save.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            Save default
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
