import os from 'node:os';
import path from 'node:path';
import { type AllowedHosts, hostNameOf, loopbackHosts } from './plugins/request-target';

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
  /** Host names requests may address; anything else is refused (DNS rebinding). */
  allowedHosts: AllowedHosts;
  /** A listings vendor; without a URL the simulated provider answers from our database. */
  listings: { apiUrl: string | undefined; apiKey: string | undefined };
  /** A tenant/building risk vendor; without a URL the simulated provider answers from our surveys and leases. */
  risk: { apiUrl: string | undefined; apiKey: string | undefined };
  /** The listings site's map shown at /available-spaces; unset, the screen says so. */
  listingsEmbedUrl: string | undefined;
  /** An OpenAI-compatible endpoint for narrative text, used only when all three are set (rules write it otherwise). */
  llm: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  /** Outgoing mail: an SMTP server URL (unset: mail waits in the outbox) and the From header. */
  mail: { smtpUrl: string | undefined; from: string };
  /** The app's public base URL, for links in mail (no trailing slash). */
  appUrl: string;
};

function numberFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative number, got "${value}"`);
  return parsed;
}

function portFrom(value: string | undefined): number {
  const port = numberFrom(value, 3000, 'PORT');
  if (!Number.isInteger(port) || port > 65_535) throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
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

function smtpUrlFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const protocol = URL.canParse(value) ? new URL(value).protocol : '';
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:pass@host:587)');
  return value;
}

export const defaultMailFrom = 'LeaseLens <no-reply@localhost>';

/** `APP_URL` without its trailing slash, or the local address of `port`. */
function appUrlFrom(value: string | undefined, port: number): string {
  return (httpUrlFrom(value, 'APP_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
}

const wildcardAddresses = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The host names requests may address besides loopback (always allowed): `ALLOWED_HOSTS`
 * (comma-separated names, or `*` for any) when set. Unset: the address the app listens on, or for a
 * wildcard address this machine's name and every address of its interfaces, so the LAN reaches it by
 * name or IP while a foreign domain pointed at it is still refused.
 */
export function allowedHostsFrom(value: string | undefined, listenHost: string): AllowedHosts {
  if (value?.trim() === '*') return 'any';
  if (value?.trim()) return value.split(',').map(hostNameOf).filter(Boolean);
  const hosts = new Set(loopbackHosts);
  if (wildcardAddresses.has(listenHost)) {
    hosts.add(hostNameOf(os.hostname()));
    for (const address of Object.values(os.networkInterfaces()).flat()) {
      if (address) hosts.add(address.family === 'IPv6' ? `[${address.address}]` : address.address);
    }
  } else {
    hosts.add(hostNameOf(listenHost.includes(':') ? `[${listenHost}]` : listenHost));
  }
  return [...hosts];
}

/** Reads the environment once at start-up; everything else receives a Config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = portFrom(env.PORT);
  return {
    port,
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
    allowedHosts: allowedHostsFrom(env.ALLOWED_HOSTS, env.HOST || '127.0.0.1'),
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
    mail: { smtpUrl: smtpUrlFrom(env.SMTP_URL), from: env.MAIL_FROM?.trim() || defaultMailFrom },
    appUrl: appUrlFrom(env.APP_URL, port),
  };
}
