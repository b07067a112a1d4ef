import { type LoginInput, loginSchema } from '@common/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { loginErrorMessage, useLogin } from './use-login';

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-destructive text-xs">
      {message}
    </p>
  );
}

/** Username and password; the field messages come from the shared `loginSchema`. */
export function LoginForm() {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  useEffect(() => setFocus('username'), [setFocus]);

  const handleLogin = async (values: LoginInput) => {
    try {
      await login.mutateAsync(values);
    } catch (error) {
      setError('root.server', { message: loginErrorMessage(error) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(handleLogin)} className="flex flex-col gap-5">
      <FormAlert message={errors.root?.server?.message} />

      <div className="flex flex-col gap-2">
        <Label htmlFor="login-username">Username</Label>
        <Input
          id="login-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? 'login-username-error' : undefined}
          {...register('username')}
        />
        <FieldError id="login-username-error" message={errors.username?.message} />
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor="login-password">Password</Label>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...register('password')}
        />
        <FieldError id="login-password-error" message={errors.password?.message} />
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        Sign in
      </Button>
    </form>
  );
}
