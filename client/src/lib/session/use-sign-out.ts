import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { browserNavigation } from '@/lib/browser-navigation';

/**
 * Ends the session, forgets everything cached for it and loads the sign-in screen afresh, so no
 * data of the previous user survives in memory.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => api.post<void>('/api/auth/logout'),
    onSuccess: () => {
      queryClient.clear();
      browserNavigation.replace('/login');
    },
    onError: () => {
      toast({ title: 'Sign out failed', description: 'Please try again.', variant: 'destructive' });
    },
  });
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}
