import { type NewUserInput, newUserSchema } from '@common/settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/use-toast';
import { applyServerError } from '@/lib/apply-server-error';
import { useAddUser } from './api/get-team';
import { RoleOptions } from './role-options';

export type AddUserDialogProps = { open: boolean; onClose: () => void };

const emptyForm: NewUserInput = { username: '', fullName: '', email: '', role: 'leasing', password: '' };

/** The inputs a refusal from the server may name, to show its message under. */
const userFields: readonly (keyof NewUserInput)[] = ['fullName', 'username', 'email', 'role', 'password'];

/** Add user: the person signs in with the username and initial password given here. */
export function AddUserDialog({ open, onClose }: AddUserDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add user</DialogTitle>
          <DialogDescription>
            Share the username and initial password with them; they can change the password in Settings.
          </DialogDescription>
        </DialogHeader>
        {open ? <AddUserForm onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AddUserForm({ onDone }: { onDone: () => void }) {
  const baseId = useId();
  const fieldId = (name: string) => `${baseId}-${name}`;
  const add = useAddUser();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewUserInput>({ resolver: zodResolver(newUserSchema), defaultValues: emptyForm });

  const handleAdd = (values: NewUserInput) =>
    add.mutate(values, {
      onSuccess: (user) => {
        toast({ title: 'User added', description: `${user.fullName} can now sign in as ${user.username}.` });
        onDone();
      },
      onError: (error) => {
        const message = applyServerError(
          { setError },
          error,
          userFields,
          'The user could not be added. Please try again.',
        );
        if (message) setError('root.server', { message });
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(handleAdd)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={fieldId('fullName')} label="Full name" required error={errors.fullName?.message}>
          <Input {...fieldA11y(fieldId('fullName'), errors.fullName?.message)} {...register('fullName')} />
        </FormField>
        <FormField id={fieldId('username')} label="Username" required error={errors.username?.message}>
          <Input
            autoComplete="off"
            {...fieldA11y(fieldId('username'), errors.username?.message)}
            {...register('username')}
          />
        </FormField>
        <FormField id={fieldId('email')} label="Email" required error={errors.email?.message}>
          <Input
            type="email"
            {...fieldA11y(fieldId('email'), errors.email?.message)}
            {...register('email')}
          />
        </FormField>
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <SelectField
              id={fieldId('role')}
              label="Role"
              required
              error={errors.role?.message}
              value={field.value}
              onValueChange={field.onChange}
              triggerRef={field.ref}
            >
              <RoleOptions />
            </SelectField>
          )}
        />
        <FormField
          id={fieldId('password')}
          label="Initial password"
          required
          error={errors.password?.message}
          className="sm:col-span-2"
        >
          <Input
            type="password"
            autoComplete="new-password"
            {...fieldA11y(fieldId('password'), errors.password?.message)}
            {...register('password')}
          />
        </FormField>
      </div>
      <FormAlert message={errors.root?.server?.message} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          Add user
        </Button>
      </DialogFooter>
    </form>
  );
}
