import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { usePreferences } from './api/get-preferences';
import { useUpdatePreferences } from './api/update-preferences';

/** 'Auto-analyze portfolio' (default on): a saved preference of the signed-in user. */
export function AutoAnalyzeSwitch() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();

  const handleChange = (autoAnalyzePortfolio: boolean) =>
    update.mutate(
      { autoAnalyzePortfolio },
      {
        onError: () =>
          toast({
            title: 'Preference not saved',
            description: 'Auto-analyze could not be changed. Please try again.',
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="flex items-center gap-2">
      <Switch
        id="auto-analyze-portfolio"
        checked={preferences.data?.autoAnalyzePortfolio ?? true}
        disabled={!preferences.data}
        onCheckedChange={handleChange}
      />
      <Label htmlFor="auto-analyze-portfolio" className="text-sm">
        Auto-analyze portfolio
      </Label>
    </div>
  );
}
