import { cn } from '@/lib/cn';

export type LogoMarkProps = { className?: string };

/** The LeaseLens mark (the same drawing as the favicon); decorative — pair it with the name. */
export function LogoMark({ className }: LogoMarkProps) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path d="M9 23V11.5L16 8l7 3.5V23" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M13 23v-5h6v5M13 14h6" fill="none" stroke="#c7d2fe" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export type BrandLogoProps = {
  className?: string;
  /** Colour of the name: dark on light surfaces, light on the navy sidebar. */
  tone?: 'dark' | 'light';
};

export function BrandLogo({ className, tone = 'dark' }: BrandLogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span
        className={cn(
          'font-semibold text-[15px] tracking-tight',
          tone === 'dark' ? 'text-slate-900' : 'text-white',
        )}
      >
        LeaseLens
      </span>
    </span>
  );
}
