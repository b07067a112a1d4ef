import { type PasswordChange, passwordChangeSchema } from '@common/settings';
import { plural } from '@common/words';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { applyServerError } from '@/lib/apply-server-error';
import { useChangePassword } from './api/change-password';
import { SectionTitle } from './section-title';

const emptyForm: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The inputs a refusal from the server may name, to show its message under. */
const passwordFields: readonly (keyof PasswordChange)[] = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
];

/** Change password: the current one is required; the other sessions end. */
export function PasswordSection() {
  const baseId = useId();
  const fieldId = (name: string) => `${baseId}-${name}`;
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordChange>({ resolver: zodResolver(passwordChangeSchema), defaultValues: emptyForm });

  const handleChange = (values: PasswordChange) =>
    change.mutate(values, {
      onSuccess: ({ endedSessions }) => {
        reset(emptyForm);
        toast({
          title: 'Password changed',
          description:
            endedSessions > 0
              ? `Signed out of ${plural(endedSessions, 'other session')}.`
              : 'You stay signed in on this device.',
        });
      },
      onError: (error) => {
        const message = applyServerError(
          { setError },
          error,
          passwordFields,
          'Your password could not be changed. Please try again.',
        );
        if (message) setError('root.server', { message });
      },
    });

  return (
    <Card aria-labelledby="settings-password-title" role="region">
      <CardHeader>
        <SectionTitle id="settings-password-title">Change password</SectionTitle>
        <CardDescription>At least 8 characters. Your other sessions are signed out.</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={handleSubmit(handleChange)}>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <FormField
            id={fieldId('current')}
            label="Current password"
            required
            error={errors.currentPassword?.message}
          >
            <Input
              type="password"
              autoComplete="current-password"
              {...fieldA11y(fieldId('current'), errors.currentPassword?.message)}
              {...register('currentPassword')}
            />
          </FormField>
          <FormField id={fieldId('new')} label="New password" required error={errors.newPassword?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              {...fieldA11y(fieldId('new'), errors.newPassword?.message)}
              {...register('newPassword')}
            />
          </FormField>
          <FormField
            id={fieldId('confirm')}
            label="Confirm new password"
            required
            error={errors.confirmPassword?.message}
          >
            <Input
              type="password"
              autoComplete="new-password"
              {...fieldA11y(fieldId('confirm'), errors.confirmPassword?.message)}
              {...register('confirmPassword')}
            />
          </FormField>
          <FormAlert message={errors.root?.server?.message} className="sm:col-span-3" />
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            Change password
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
