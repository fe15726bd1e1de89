import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { constants as zlib } from 'node:zlib';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './env';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { CounterStore } from './lib/counter-store';
import type { ContentCache } from './services/content-cache';
import type { OperatorSmsDrivers } from './drivers/sms/index';
import type { JobRequests } from './services/job-requests';
import type { OperatorCharging } from './services/billing';
import { isPrettyLog, loggerOptions, OneLineRequestLog } from './lib/logger';
import { addressMatcher, trustProxyMatcher } from './lib/ip-ranges';
import { configurePasswordHashing } from './lib/password';
import { webDistDir, adminDistDir } from './lib/paths';
import { errorsPlugin } from './plugins/errors';
import { forwardedForPlugin } from './plugins/forwarded-for';
import { securityHeaders, securityPlugin } from './plugins/security';
import { createHotReads, hotReadServerFactory, type HotReads } from './plugins/hot-reads';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { xsrfPlugin } from './plugins/xsrf';
import { authPlugin } from './plugins/auth';
import { staticAppsPlugin } from './plugins/static-apps';
import { registerRoutes } from './routes/index';
import { adminAuthPlugin } from './plugins/admin-auth';
import { operatorAuthPlugin } from './plugins/operator-auth';
import { operatorCallbackAuthPlugin } from './plugins/operator-callback-auth';
import { partnerAuthPlugin } from './plugins/partner-auth';
import type { InboundSmsRelay } from './drivers/sms/inbound-relay';
import { receiveInboundSms } from './services/phone-channels';

export interface AppDependencies {
  config: Config;
  database: Database;
  queue: JobQueue;
  /** The jobs services ask for, over `queue` (jobs/job-requests.ts). */
  jobs: JobRequests;
  /** Rate-limit and budget counters: in-process, or Redis when REDIS_URL is set. */
  counters: CounterStore;
  /** Public content served from memory, invalidated on writes (through Redis when REDIS_URL is set). */
  contentCache: ContentCache;
  /** The gateways, built once per process by runtime.ts (`createDrivers`) and shared with the worker. */
  smsDrivers: OperatorSmsDrivers;
  charging: OperatorCharging;
  /** Subscribers' SMS from the SMS gateway's own link (SMPP deliver_sm): handled by this app. */
  inboundSms?: InboundSmsRelay;
}

export interface AppOptions {
  /** Serve the built portal and back office (off in API tests that do not need them). */
  serveApps?: boolean;
  webDir?: string;
  adminDir?: string;
  /** Where the request log goes at LOG_LEVEL, even under NODE_ENV=test (tests of what is logged). */
  logStream?: { write(line: string): void };
  /** Sees every route as it is registered, the plugins' own included (the test of the route table). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies;
    /** Cached public GETs answered before the router (plugins/hot-reads.ts). */
    hotReads: HotReads;
  }
}

/**
 * Builds the HTTP app without listening (STYLE: fastify/demo's app.ts): infrastructure plugins
 * first, then the app's own plugins, then routes, then the static apps and their fallback.
 */
export async function buildApp(deps: AppDependencies, options: AppOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  // scrypt is capped process-wide (ADMIN_HASH_CONCURRENCY): every hash of this process shares it.
  configurePasswordHashing({ concurrency: config.admin.hashConcurrency });
  // Computed once: the security plugin sets them on every routed answer, the hot reads on theirs.
  const headers = securityHeaders(config.isProduction);
  const app: FastifyInstance = Fastify({
    // Node's server as Fastify makes it, asking the hot reads first (decorated below, before any
    // request can arrive: requests come only after `listen`).
    serverFactory: hotReadServerFactory(() => app.hotReads as HotReads | undefined),
    logger: options.logStream
      ? loggerOptions({ ...config, nodeEnv: 'development' }, options.logStream)
      : loggerOptions(config),
    // A terminal gets one readable line per request; JSON lines keep Fastify's request pair.
    ...(isPrettyLog(options.logStream ? { nodeEnv: 'development' } : config, options.logStream)
      ? { logController: new OneLineRequestLog() }
      : {}),
    // The client IP drives per-IP limits and the audit: only TRUST_PROXY's proxies may name it in
    // X-Forwarded-For (default loopback: nginx on the same host), no peer chooses its own.
    trustProxy: trustProxyMatcher(config.network.trustProxy),
    bodyLimit: 64 * 1024,
    // Slow-client protection: a request has HTTP_REQUEST_TIMEOUT_S (30 s) to arrive whole; idle
    // keep-alive sockets close (headersTimeout is set below).
    requestTimeout: config.httpRequestTimeoutS * 1000,
    http: {
      // A slowloris sends headers a byte at a time: the headers get a third of the request's time,
      // and Node checks the deadlines every 2 s instead of every 30 s.
      headersTimeout: Math.min(10_000, Math.ceil((config.httpRequestTimeoutS * 1000) / 3)),
      connectionsCheckingInterval: 2_000,
    },
    connectionTimeout: 60_000,
    keepAliveTimeout: 5_000,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.decorate('deps', deps);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // SMPP brings subscribers' SMS on the same link as receipts: the keyword channel's one entry
  // takes them like the operator webhook's (docs/keyword-channel.md).
  deps.inboundSms?.attach((message) =>
    receiveInboundSms({ ...deps, log: app.log }, { channel: 'smpp', ...message, payload: message }),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Infrastructure.
  await app.register(errorsPlugin);
  await app.register(forwardedForPlugin);
  await app.register(securityPlugin, { headers });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Dynamic JSON is small and frequent: fast brotli beats dense brotli for the CPU budget.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie, { secret: config.appSecret });
  await app.register(metricsPlugin, {
    ...(config.isProduction ? { readers: addressMatcher(config.network.metricsCidrs) } : {}),
  });
  await app.register(openApiPlugin);
  app.decorate(
    'hotReads',
    createHotReads({
      contentCache: deps.contentCache,
      securityHeaders: headers.api,
      appSecret: config.appSecret,
      isProduction: config.isProduction,
      durationSeries: app.requestDurationSeries,
      log: app.log,
    }),
  );
  // Closing: requests go to Fastify, which answers 503 (return503OnClosing).
  app.addHook('preClose', (done) => {
    app.hotReads.stop();
    done();
  });

  // The app's own plugins: XSRF double-submit before authentication, so a forged cookie-only
  // request is refused before any token lookup (docs/design.md#api-conventions, XSRF).
  await app.register(xsrfPlugin, { isProduction: config.isProduction, appSecret: config.appSecret });
  await app.register(authPlugin);
  await app.register(adminAuthPlugin);
  await app.register(operatorAuthPlugin);
  await app.register(operatorCallbackAuthPlugin);
  await app.register(partnerAuthPlugin);

  // Routes.
  registerRoutes(app);

  // The built apps, and the fallback that answers unknown paths.
  await app.register(staticAppsPlugin, {
    webDir: options.serveApps === false ? '/nonexistent' : (options.webDir ?? webDistDir),
    adminDir: options.serveApps === false ? '/nonexistent' : (options.adminDir ?? adminDistDir),
  });

  return app;
}
