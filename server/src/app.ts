import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { safeNextPath } from '@common/safe-next-path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/database';
import { notFound } from './errors';
import { type JobQueueOptions, startJobQueue } from './jobs/job-queue';
import { jobsRoutes } from './jobs/jobs.routes';
import { queuedJobs, scheduledJobs } from './jobs/scheduled-jobs';
import { actionPlansRoutes } from './modules/action-plans/action-plans.routes';
import { aiBriefingRoutes } from './modules/ai-briefing/ai-briefing.routes';
import type { LlmConfig } from './modules/ai-briefing/llm-summary';
import { aiOpportunitiesRoutes } from './modules/ai-opportunities/ai-opportunities.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { pipelineAnalyticsRoutes } from './modules/analytics/pipeline-analytics.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { type AuthDeps, findSession } from './modules/auth/auth.service';
import { calendarFeedsRoutes } from './modules/calendar-feeds/calendar-feeds.routes';
import { commentsRoutes } from './modules/comments/comments.routes';
import { criticalDatesRoutes } from './modules/critical-dates/critical-dates.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { healthRoutes } from './modules/health/health.routes';
import { leaseCompsRoutes } from './modules/lease-comps/lease-comps.routes';
import { leasesRoutes } from './modules/leases/leases.routes';
import { listingsRoutes } from './modules/listings/listings.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import type { MailTransport } from './modules/mail/mail-transport';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { opportunitiesRoutes } from './modules/opportunities/opportunities.routes';
import { optionsRoutes } from './modules/options/options.routes';
import { propertiesRoutes } from './modules/properties/properties.routes';
import { proposalsRoutes } from './modules/proposals/proposals.routes';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import { rentRollRoutes } from './modules/rent-roll/rent-roll.routes';
import { riskRoutes } from './modules/risk/risk.routes';
import { savedViewsRoutes } from './modules/saved-views/saved-views.routes';
import { searchRoutes } from './modules/search/search.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { organisationToday } from './modules/settings/time-zone.service';
import { spacesRoutes } from './modules/spaces/spaces.routes';
import { stackingPlanRoutes } from './modules/stacking-plan/stacking-plan.routes';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { tenantsRoutes } from './modules/tenants/tenants.routes';
import { trainingRoutes } from './modules/training/training.routes';
import { usersRoutes } from './modules/users/users.routes';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/error-handler';
import { registerJsonEtags } from './plugins/etag';
import { type AllowedHosts, isInApiNamespace, loopbackHosts } from './plugins/request-target';
import { registerSessionGuard, sessionCookie } from './plugins/session';
import {
  createListingsProvider,
  type ListingsProviderConfig,
} from './providers/listings/create-listings-provider';
import type { ListingsProvider } from './providers/listings/listings-provider';
import { createRiskProvider, type RiskProviderConfig } from './providers/risk/create-risk-provider';
import type { RiskProvider } from './providers/risk/risk-provider';

export type AppOptions = {
  db: Database;
  clock?: () => Date;
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  /** The built client (index.html and assets); not served when absent, as in server tests. */
  clientDir?: string;
  sessionTtlMs?: number;
  loginRateLimit?: { max: number; windowMs: number };
  /** Failed sign-ins per account name before it is locked for the window (all instances together). */
  loginAccountLimit?: { max: number; windowMs: number };
  /** Bytes of deal documents each user may have stored. */
  uploadQuotaBytes?: number;
  /** Uploads each user may start per window (all instances together). */
  uploadRateLimit?: { max: number; windowMs: number };
  trustProxy?: boolean;
  /** Host names a request may address (the `Host` header); loopback when absent. */
  allowedHosts?: AllowedHosts;
  /** External data sources; each defaults to the one `listingsConfig`/`riskConfig` picks (simulated without a URL). */
  providers?: { listings?: ListingsProvider; risk?: RiskProvider };
  listingsConfig?: ListingsProviderConfig;
  riskConfig?: RiskProviderConfig;
  /** An OpenAI-compatible endpoint for the briefing's summary; no call is made unless it is complete. */
  llmConfig?: LlmConfig;
  /** The listings site framed at /available-spaces; its origin is the only other one frames may load. */
  listingsEmbedUrl?: string | undefined;
  /** Where deal documents' bytes are kept; a folder under the OS temp dir when absent (tests). */
  documentsDir?: string;
  /**
   * Outgoing mail: the SMTP transport (null: none configured, mail waits in the outbox) and the app's
   * public base URL for links. Without it, no transport and http://localhost:3000.
   */
  mail?: { transport: MailTransport | null; appUrl: string };
  /**
   * Starts the background job queue with the app (main.ts) and stops it, waiting for running jobs, on
   * close: workers for the queued jobs and the cron schedules of `scheduledJobs`. Off unless asked, so
   * tests drive jobs themselves; a test may pass its own jobs and intervals.
   */
  jobs?: boolean | JobQueueOptions;
  /** Registers extra routes behind the same guard and error handling (used by tests). */
  configure?: (app: App) => void;
  /** Told of every route as it is registered (the security tests walk the route table with it). */
  onRoute?: (route: RouteOptions) => void;
};

export const bodyLimitBytes = 1024 * 1024;

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: bodyLimitBytes,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameSrc: ["'self'", ...(options.listingsEmbedUrl ? [new URL(options.listingsEmbedUrl).origin] : [])],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Served over plain http on localhost by default; HSTS belongs to the TLS terminator.
    strictTransportSecurity: false,
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });

  const deps: AuthDeps = {
    db: options.db,
    clock: options.clock ?? (() => new Date()),
    sessionTtlMs: options.sessionTtlMs ?? 7 * 24 * 60 * 60 * 1000,
  };
  registerSessionGuard(app, { ...deps, allowedHosts: options.allowedHosts ?? loopbackHosts });
  const mailDeps = {
    transport: options.mail?.transport ?? null,
    appUrl: options.mail?.appUrl ?? 'http://localhost:3000',
  };
  const jobQueue = options.jobs
    ? await startJobQueue(options.db, app.log, deps.clock, {
        scheduledJobs: scheduledJobs({ mail: mailDeps }),
        queuedJobs,
        ...(options.jobs === true ? {} : options.jobs),
      })
    : null;
  if (jobQueue) app.addHook('onClose', () => jobQueue.stop());
  const clientDir = builtClientDir(options.clientDir);
  // Before compression and tags: the client's files carry their own ETag and go precompressed or as
  // they are, never compressed per request. Every route registered below gets compression and tags.
  if (clientDir) await registerClientFiles(app, clientDir);
  await registerCompression(app);
  registerJsonEtags(app);

  await app.register(healthRoutes, { db: options.db });
  await app.register(authRoutes, {
    deps,
    loginRateLimit: options.loginRateLimit ?? { max: 10, windowMs: 60_000 },
    loginAccountLimit: options.loginAccountLimit ?? { max: 10, windowMs: 15 * 60_000 },
  });
  await app.register(settingsRoutes, { db: options.db, clock: deps.clock });
  await app.register(usersRoutes, { db: options.db });
  await app.register(propertiesRoutes, { db: options.db, clock: deps.clock });
  await app.register(spacesRoutes, { db: options.db, clock: deps.clock });
  await app.register(leasesRoutes, { db: options.db, clock: deps.clock });
  await app.register(tenantsRoutes, { db: options.db, clock: deps.clock });
  await app.register(opportunitiesRoutes, { db: options.db, clock: deps.clock });
  await app.register(savedViewsRoutes, { db: options.db, clock: deps.clock });
  await app.register(proposalsRoutes, { db: options.db, clock: deps.clock });
  await app.register(commentsRoutes, { db: options.db, clock: deps.clock });
  await app.register(notificationsRoutes, { db: options.db, clock: deps.clock });
  await app.register(tasksRoutes, { db: options.db, clock: deps.clock });
  await app.register(remindersRoutes, { db: options.db, clock: deps.clock });
  await app.register(trainingRoutes, { db: options.db, clock: deps.clock });
  await app.register(documentsRoutes, {
    db: options.db,
    clock: deps.clock,
    documentsDir: options.documentsDir ?? path.join(os.tmpdir(), 'leaselens-documents'),
    limits: {
      quotaBytes: options.uploadQuotaBytes ?? 1024 * 1024 * 1024,
      rate: options.uploadRateLimit ?? { max: 30, windowMs: 10 * 60_000 },
    },
  });
  await app.register(listingsRoutes, {
    embedUrl: options.listingsEmbedUrl ?? null,
    provider:
      options.providers?.listings ?? createListingsProvider(options.db, options.listingsConfig, app.log),
  });
  await app.register(riskRoutes, {
    db: options.db,
    clock: deps.clock,
    provider:
      options.providers?.risk ??
      createRiskProvider(options.db, options.riskConfig, app.log, () =>
        organisationToday(options.db, deps.clock()),
      ),
  });
  await app.register(actionPlansRoutes, { db: options.db, clock: deps.clock });
  await app.register(leaseCompsRoutes, { db: options.db });
  await app.register(aiOpportunitiesRoutes, {
    db: options.db,
    clock: deps.clock,
    jobs: jobQueue,
  });
  await app.register(aiBriefingRoutes, { db: options.db, clock: deps.clock, llmConfig: options.llmConfig });
  await app.register(dashboardRoutes, { db: options.db, clock: deps.clock });
  await app.register(analyticsRoutes, { db: options.db, clock: deps.clock });
  await app.register(pipelineAnalyticsRoutes, { db: options.db, clock: deps.clock });
  await app.register(rentRollRoutes, { db: options.db, clock: deps.clock });
  await app.register(searchRoutes, { db: options.db });
  await app.register(optionsRoutes, { db: options.db, clock: deps.clock });
  await app.register(criticalDatesRoutes, { db: options.db, clock: deps.clock });
  await app.register(calendarFeedsRoutes, { db: options.db, clock: deps.clock });
  await app.register(stackingPlanRoutes, { db: options.db, clock: deps.clock });
  await app.register(mailRoutes, {
    db: options.db,
    clock: deps.clock,
    ...mailDeps,
  });
  await app.register(jobsRoutes, { db: options.db });

  options.configure?.(app);
  registerPageFallback(app, clientDir, deps);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The folder of the built client when it holds one (index.html); undefined otherwise, as in server tests. */
function builtClientDir(clientDir: string | undefined): string | undefined {
  return clientDir !== undefined && existsSync(path.join(clientDir, 'index.html')) ? clientDir : undefined;
}

/** Hashed assets never change under their name: cached for a year. Anything else is revalidated. */
function setClientCacheHeader(reply: FastifyReply, filePath: string): void {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** How the client's files are sent, by route or by `reply.sendFile`. */
const clientFileOptions = (clientDir: string) => ({
  root: clientDir,
  index: false as const,
  // The build writes a .br and a .gz beside each compressible file (scripts/precompress.mjs): the one
  // the request's Accept-Encoding prefers is sent, with Content-Encoding and Vary: Accept-Encoding.
  preCompressed: true,
  setHeaders: setClientCacheHeader,
});

/**
 * Serves the built client's files, one public route each (a compressed copy is not a route of its own).
 * `reply.sendFile` is available app-wide for the page fallback.
 */
async function registerClientFiles(app: App, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, { ...clientFileOptions(clientDir), serve: false });
  await app.register(async (assets) => {
    // The built client is public: every route the static plugin registers (one per file) says so.
    assets.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await assets.register(fastifyStatic, {
      ...clientFileOptions(clientDir),
      wildcard: false,
      decorateReply: false,
      globIgnore: ['**/*.br', '**/*.gz'],
    });
  });
}

/**
 * Every GET or HEAD outside the API namespace that no route matched gets index.html, compressed as the
 * client accepts (the session guard has already demanded a session inside the namespace). The sign-in
 * page sends a visitor who is already signed in on to its `next` (or home): the page itself never asks
 * who is signed in, since a signed-out visitor's answer would be a 401.
 */
function registerPageFallback(app: App, clientDir: string | undefined, deps: AuthDeps): void {
  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !isInApiNamespace(request.url);
    if (clientDir && isPageRequest) {
      const signedInTo = await signedInDestination(request, deps);
      if (signedInTo) return reply.header('Cache-Control', 'no-store').redirect(signedInTo, 303);
      return reply.sendFile('index.html');
    }
    throw notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`);
  });
}

/** Where a request for the sign-in page goes when it carries a live session; null otherwise. */
async function signedInDestination(request: FastifyRequest, deps: AuthDeps): Promise<string | null> {
  const query = request.url.indexOf('?');
  const pathname = query === -1 ? request.url : request.url.slice(0, query);
  if (pathname !== '/login') return null;
  const search = query === -1 ? '' : request.url.slice(query + 1);
  const token = request.cookies[sessionCookie];
  if (!token || !(await findSession(deps, token))) return null;
  return safeNextPath(new URLSearchParams(search).get('next'));
}
