import { digestHorizonDays } from '@common/digest';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { usePreferences, useSaveDailyDigest } from './api/mail';
import { SectionTitle } from './section-title';

/** '7:00 AM' for 7, '12:00 PM' for 12, '12:00 AM' for 0. */
export function hourLabel(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${suffix}`;
}

const hours = Array.from({ length: 24 }, (_, hour) => hour);

/** The daily digest email: each user turns it on and picks the hour. */
export function DigestSection() {
  const id = useId();
  const preferences = usePreferences();
  const save = useSaveDailyDigest();
  const digest = preferences.data?.dailyDigest;

  const update = (next: { enabled: boolean; hour: number }) =>
    save.mutate(next, {
      onSuccess: (saved) =>
        toast({
          title: saved.dailyDigest.enabled ? 'Daily digest on' : 'Daily digest off',
          description: saved.dailyDigest.enabled
            ? `You will get it at ${hourLabel(saved.dailyDigest.hour)} on days with something to report.`
            : 'You will no longer get the daily digest.',
        }),
      onError: (error) =>
        toast({
          title: 'The digest setting could not be saved',
          description: errorText(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <Card aria-labelledby="settings-digest-title" role="region">
      <CardHeader>
        <SectionTitle id="settings-digest-title">Daily digest</SectionTitle>
        <CardDescription>
          One email a day with today's and the next {digestHorizonDays} days' critical dates (notice windows
          and lease expirations), your overdue tasks and new AI opportunities. Days with nothing to report
          send no email. The hour is in the organisation's time zone.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        {digest ? (
          <>
            <label htmlFor={`${id}-enabled`} className="flex items-center gap-3 text-sm">
              <Switch
                id={`${id}-enabled`}
                checked={digest.enabled}
                disabled={save.isPending}
                onCheckedChange={(enabled) => update({ ...digest, enabled })}
              />
              Email me a daily digest
            </label>
            <div className="flex flex-col gap-1.5 sm:w-48">
              <Label htmlFor={`${id}-hour`} className="text-muted-foreground text-xs">
                Send at
              </Label>
              <Select
                value={String(digest.hour)}
                disabled={!digest.enabled || save.isPending}
                onValueChange={(value) => update({ ...digest, hour: Number(value) })}
              >
                <SelectTrigger id={`${id}-hour`} />
                <SelectContent>
                  {hours.map((hour) => (
                    <SelectItem key={hour} value={String(hour)}>
                      {hourLabel(hour)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </>
        ) : preferences.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Your digest setting could not be loaded. Please try again later.
          </p>
        ) : (
          <Skeleton className="h-10 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
