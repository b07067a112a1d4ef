import path from 'node:path';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  clientDir: string;
  sessionTtlMs: number;
  loginRateLimit: { max: number; windowMs: number };
  /** Failed sign-ins per account name before it is locked for the window. */
  loginAccountLimit: { max: number; windowMs: number };
  /** Bytes of deal documents each user may have stored. */
  uploadQuotaBytes: number;
  /** Uploads each user may start per window. */
  uploadRateLimit: { max: number; windowMs: number };
  trustProxy: boolean;
  /** A listings vendor; without a URL the simulated provider answers from our database. */
  listings: { apiUrl: string | undefined; apiKey: string | undefined };
  /** A tenant/building risk vendor; without a URL the simulated provider answers from our surveys and leases. */
  risk: { apiUrl: string | undefined; apiKey: string | undefined };
  /** The listings site's map shown at /available-spaces (spec §2.14); unset, the screen says so. */
  listingsEmbedUrl: string | undefined;
  /** An OpenAI-compatible endpoint that writes narrative text (ARCHITECTURE.md decision 8); used only when all three are set. */
  llm: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
};

function numberFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative number, got "${value}"`);
  return parsed;
}

/** A count or duration that must be at least 1 (a limit of 0 would lock everyone out). */
function positiveFrom(value: string | undefined, fallback: number, name: string): number {
  const parsed = numberFrom(value, fallback, name);
  if (parsed < 1) throw new Error(`${name} must be at least 1, got "${value}"`);
  return parsed;
}

function httpUrlFrom(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  const protocol = URL.canParse(value) ? new URL(value).protocol : '';
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value;
}

/** Reads the environment once at start-up; everything else receives a Config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: numberFrom(env.PORT, 3000, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    clientDir: path.resolve(env.CLIENT_DIR || 'dist/client'),
    sessionTtlMs: numberFrom(env.SESSION_TTL_HOURS, 24 * 7, 'SESSION_TTL_HOURS') * 60 * 60 * 1000,
    loginRateLimit: {
      max: numberFrom(env.LOGIN_RATE_LIMIT_MAX, 10, 'LOGIN_RATE_LIMIT_MAX'),
      windowMs: numberFrom(env.LOGIN_RATE_LIMIT_WINDOW_SECONDS, 60, 'LOGIN_RATE_LIMIT_WINDOW_SECONDS') * 1000,
    },
    loginAccountLimit: {
      max: positiveFrom(env.LOGIN_ACCOUNT_LIMIT_MAX, 10, 'LOGIN_ACCOUNT_LIMIT_MAX'),
      windowMs:
        positiveFrom(env.LOGIN_ACCOUNT_LIMIT_WINDOW_SECONDS, 15 * 60, 'LOGIN_ACCOUNT_LIMIT_WINDOW_SECONDS') *
        1000,
    },
    uploadQuotaBytes: positiveFrom(env.UPLOAD_QUOTA_MB, 1024, 'UPLOAD_QUOTA_MB') * 1024 * 1024,
    uploadRateLimit: {
      max: positiveFrom(env.UPLOAD_RATE_MAX, 30, 'UPLOAD_RATE_MAX'),
      windowMs: positiveFrom(env.UPLOAD_RATE_WINDOW_SECONDS, 10 * 60, 'UPLOAD_RATE_WINDOW_SECONDS') * 1000,
    },
    trustProxy: env.TRUST_PROXY === 'true',
    listings: {
      apiUrl: httpUrlFrom(env.LISTINGS_API_URL, 'LISTINGS_API_URL'),
      apiKey: env.LISTINGS_API_KEY || undefined,
    },
    listingsEmbedUrl: httpUrlFrom(env.LISTINGS_EMBED_URL, 'LISTINGS_EMBED_URL'),
    risk: {
      apiUrl: httpUrlFrom(env.RISK_API_URL, 'RISK_API_URL'),
      apiKey: env.RISK_API_KEY || undefined,
    },
    llm: {
      baseUrl: httpUrlFrom(env.LLM_BASE_URL, 'LLM_BASE_URL'),
      apiKey: env.LLM_API_KEY || undefined,
      model: env.LLM_MODEL || undefined,
    },
  };
}
