import { safeNextPath } from '@common/safe-next-path';
import { Building2, Handshake, Sparkles } from 'lucide-react';
import { Navigate, useSearchParams } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';
import { useKnownCurrentUser } from '@/lib/session/current-user';
import { LoginForm } from './login-form';

const highlights = [
  { icon: Building2, text: 'Portfolio, tenants, leases and options in one place' },
  { icon: Handshake, text: 'A deal pipeline from first inquiry to signed lease' },
  { icon: Sparkles, text: 'Renewals, matches and risks surfaced for you every day' },
];

/**
 * /login, outside the shell. It never asks the server who is signed in (a signed-out visitor's answer
 * would be a 401): the server sends a signed-in visitor's page load on to `next`, and once the user is
 * known here (signed in on this screen, or arriving from inside the app) the page goes there itself.
 */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const user = useKnownCurrentUser();
  if (user) return <Navigate to={safeNextPath(searchParams.get('next'))} replace />;

  return (
    <div className="grid min-h-dvh bg-white lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-sidebar p-12 text-slate-300 lg:flex lg:flex-col">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgba(99,102,241,0.35),transparent_60%)]"
        />
        <BrandLogo tone="light" className="relative" />
        <div className="relative mt-auto max-w-md">
          <p className="font-semibold text-3xl text-white leading-tight tracking-tight">
            Leasing intelligence for commercial real estate.
          </p>
          <ul className="mt-8 flex flex-col gap-4">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-white/10 text-indigo-300">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative mt-12 text-slate-500 text-xs">© {new Date().getFullYear()} LeaseLens</p>
      </aside>

      <main className="flex items-center justify-center px-6 py-12">
        <div className="w-full max-w-sm">
          <BrandLogo className="mb-10 lg:hidden" />
          <h1 className="font-semibold text-2xl text-slate-900 tracking-tight">Sign in to LeaseLens</h1>
          <p className="mt-1.5 mb-8 text-muted-foreground">Welcome back. Enter your details to continue.</p>
          <LoginForm />
        </div>
      </main>
    </div>
  );
}
