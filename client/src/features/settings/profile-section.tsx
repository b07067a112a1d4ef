import { type Profile, profileUpdateSchema } from '@common/settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { applyServerError } from '@/lib/apply-server-error';
import { useProfile, useUpdateProfile } from './api/get-profile';
import { readAvatar } from './read-avatar';
import { SectionTitle } from './section-title';
import { UserInitialsAvatar } from './user-initials-avatar';

type ProfileFormValues = z.input<typeof profileUpdateSchema>;

/** The inputs a refusal from the server may name, to show its message under. */
const profileFields: readonly (keyof ProfileFormValues)[] = ['fullName', 'email'];

/** Profile: name, email and avatar; saving updates the sidebar. */
export function ProfileSection() {
  const profile = useProfile();
  return (
    <Card aria-labelledby="settings-profile-title" role="region">
      <CardHeader>
        <SectionTitle id="settings-profile-title">Profile</SectionTitle>
        <CardDescription>Your name and picture as your team sees them.</CardDescription>
      </CardHeader>
      {profile.data ? (
        <ProfileForm key={profile.data.username} profile={profile.data} />
      ) : profile.isError ? (
        <CardContent>
          <p role="alert" className="text-destructive text-sm">
            Your profile could not be loaded. Please try again later.
          </p>
        </CardContent>
      ) : (
        <CardContent className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="size-16 rounded-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </CardContent>
      )}
    </Card>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const baseId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const save = useUpdateProfile();
  const [avatar, setAvatar] = useState<string | null>(profile.avatar);
  const [avatarError, setAvatarError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { fullName: profile.fullName, email: profile.email },
  });
  const fullName = watch('fullName');

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = await readAvatar(file);
    if ('problem' in result) {
      setAvatarError(result.problem);
      return;
    }
    setAvatarError(undefined);
    setAvatar(result.dataUrl);
  };

  const handleSave = (values: ProfileFormValues) =>
    save.mutate(
      { fullName: values.fullName, email: values.email, avatar },
      {
        onSuccess: () => toast({ title: 'Profile saved' }),
        onError: (error) => {
          const message = applyServerError(
            { setError },
            error,
            profileFields,
            'Your profile could not be saved. Please try again.',
          );
          if (message) setError('root.server', { message });
        },
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(handleSave)}>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-4">
          <UserInitialsAvatar name={fullName} src={avatar} />
          <div className="flex flex-col gap-1.5">
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
                <Upload aria-hidden="true" className="size-4" />
                Upload picture
              </Button>
              {avatar ? (
                <Button type="button" variant="ghost" size="sm" onClick={() => setAvatar(null)}>
                  Remove picture
                </Button>
              ) : null}
            </div>
            <p className="text-muted-foreground text-xs">PNG, JPEG or WebP, up to 512 KB.</p>
            {avatarError ? (
              <p role="alert" className="text-destructive text-xs">
                {avatarError}
              </p>
            ) : null}
          </div>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-label="Profile picture file"
            onChange={handleFile}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${baseId}-name`} label="Full name" required error={errors.fullName?.message}>
            <Input
              autoComplete="name"
              {...fieldA11y(`${baseId}-name`, errors.fullName?.message)}
              {...register('fullName')}
            />
          </FormField>
          <FormField id={`${baseId}-email`} label="Email" required error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              {...fieldA11y(`${baseId}-email`, errors.email?.message)}
              {...register('email')}
            />
          </FormField>
        </div>
        <p className="text-muted-foreground text-sm">
          Signed in as <span className="font-medium text-foreground">{profile.username}</span>
        </p>
        <FormAlert message={errors.root?.server?.message} />
      </CardContent>
      <CardFooter className="justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          Save profile
        </Button>
      </CardFooter>
    </form>
  );
}
