import http from "node:http";
import "reflect-metadata";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { unwrapResolverError } from "@apollo/server/errors";
import { expressMiddleware } from "@as-integrations/express5";
import cookieParser from "cookie-parser";
import express, { type NextFunction, type Request, type Response } from "express";
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import type { Clock } from "./clock";
import type { Config } from "./config";
import { RequestContext, type AppInstance, type RequestMeta } from "./context";
import { createDataSource } from "./db/data-source";
import { entities } from "./entities";
import { SecretBox } from "./db/secret-box";
import { Database } from "./db/transaction";
import { isDomainError } from "./errors";
import type { GqlContext } from "./graphql/gql-context";
import { domainErrorsPlugin } from "./graphql/domain-errors";
import { createLoaders } from "./graphql/loaders";
import { buildAppSchema } from "./graphql/schema";
import { hashApolloQueriesWithoutRequire } from "./graphql/apollo-query-hash";
import { graphqlLimitsPlugin } from "./graphql/limits/limits-plugin";
import { tokenScopePlugin } from "./graphql/token-scope-plugin";
import { GRAPHQL_LIMITS } from "./graphql/limits/limits";
import { RepeatedListCost } from "./graphql/limits/list-cost";
import { refuseOversizedDocument } from "./graphql/limits/document-size";
import { RequestPacer } from "./http/request-pacer";
import { BODY_LIMIT_BYTES, describeBytes, jsonBodyByCaller } from "./http/body-limits";
import { actorFromApiToken, bearerTokenOf } from "./modules/api-tokens/api-token-auth";
import { log, setLogLevel } from "./log";
import { seedCatalog } from "./modules/catalog/catalog.service";
import { pageHeadOf } from "./modules/catalog/page-head";
import { announceAdminSetupLink } from "./modules/auth/admin-setup.service";
import { resolveJwtSecret } from "./modules/auth/session";
import { createInstance, createServices, type Services } from "./services";
import { mountAnonymousRoutes, mountRestRoutes } from "./http/rest-routes";
import { providerNotifyRouter } from "./modules/payments/provider-notify.routes";
import { mountLicenseRoutes } from "./modules/licenses/licenses.routes";
import { mountAppLicenseFileRoute } from "./modules/licenses/offline-file-app.routes";
import { checkSigningKeyOnRecord } from "./modules/licenses/signing-key-record";
import { fixedSecurityHeaders, securityHeaders } from "./http/security-headers";
import { LeanRoutes } from "./http/lean-routes";
import { mountProbes } from "./http/health.routes";
import { serveClientFiles } from "./http/client-files";
import { compressApiAnswers } from "./http/api-compression";
import { requestLanguage } from "./http/request-language";
import { metricsRouter, requestObservability } from "./observability/http-observability";
import { transactionRetries } from "./observability/metrics";
import { countAvailableStock } from "./modules/stock/stock.service";
import { startScheduler } from "./jobs/scheduler";
import { scheduledJobs } from "./jobs/scheduled-jobs";
import { startNotificationDispatcher } from "./modules/notifications/notification-dispatcher";

export interface App extends AppInstance {
  services: Services;
  server: http.Server;
  /** Listens on config.port (0 picks a free port) and resolves with the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

declare module "express-serve-static-core" {
  interface Request {
    ctx?: RequestContext;
  }
}

export async function openDatabase(config: Config, opts: { synchronize?: boolean; migrate?: boolean } = {}): Promise<Database> {
  const dataSource = createDataSource(config.database, entities, { ...opts, secrets: SecretBox.forConfig(config) });
  await dataSource.initialize();
  const db = new Database(dataSource, config.database.kind);
  if (!opts.synchronize && opts.migrate !== false) await dataSource.runMigrations({ transaction: "each" });
  db.checkpointInBackground();
  return db;
}

/** Work done once when the shop starts, however many worker processes then serve it. */
export async function prepareStart(system: RequestContext): Promise<void> {
  await seedCatalog(system);
  await announceAdminSetupLink(system);
}

export interface AppOptions {
  synchronize?: boolean;
  clock?: Clock;
  /**
   * A node:cluster worker (see server/cluster.ts): the primary has already migrated, seeded and
   * printed the first-start banner, and it alone runs the scheduled jobs.
   */
  worker?: boolean;
}

export async function createApp(config: Config, opts: AppOptions = {}): Promise<App> {
  setLogLevel(config.logLevel);
  const db = await openDatabase(config, { synchronize: opts.synchronize, migrate: !opts.worker });
  db.onRetry = (code) => transactionRetries.inc({ code });
  const instance = createInstance({ db, config, clock: opts.clock });
  const system = RequestContext.system(instance);
  if (!opts.worker) await prepareStart(system);
  const services = createServices({ instance, jwtSecret: resolveJwtSecret(config) });
  await checkSigningKeyOnRecord(db, services.licenseChecks.signer, config);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  // The hot public routes are answered before Express's router; everything else goes to `app`.
  const lean = new LeanRoutes();
  mountLicenseRoutes(lean, { instance, checks: services.licenseChecks });
  mountAppLicenseFileRoute(lean, { instance, checks: services.licenseChecks });
  mountProbes(lean, { db, securityHeaders: fixedSecurityHeaders(config) });
  const server = http.createServer(lean.listener(app));
  app.use(requestObservability());
  app.use(securityHeaders(config));
  app.use(metricsRouter({ token: config.metricsToken, behindProxy: config.trustProxy !== false }, { availableStock: () => countAvailableStock(system) }));
  app.use(["/graphql", "/api", "/schema.graphql"], compressApiAnswers());
  // The payment webhook, downloads and the client's files need no cookie or caller: they are
  // answered before the session lookup, which reads the database.
  mountAnonymousRoutes(app, { instance, services });
  // Pages (mounted after the caller is known) carry the shop's own name in its reader's language.
  const client = serveClientFiles(app, config.webDistDir, (req) => pageHeadOf(req.ctx!));
  if (!client) log.warn("client build not found; run `npm run build` to serve the shop pages", { webDistDir: config.webDistDir });

  // Refused before its body is parsed or its caller looked up.
  app.use("/graphql", services.graphqlRateLimits.ipMiddleware());
  app.use(cookieParser());

  // Who is calling: resolved once per request, from the database. A Bearer token that fails
  // is a 401, never a fallback to the session cookie.
  app.use(async (req: Request, _res: Response, next: NextFunction) => {
    try {
      const meta: RequestMeta = {
        ip: req.ip ?? "unknown",
        requestId: req.headers["x-request-id"] as string,
        userAgent: req.headers["user-agent"],
      };
      const bearer = bearerTokenOf(req);
      const actor = bearer === undefined ? await services.sessions.actorFromRequest(db, req) : await actorFromApiToken(db, bearer);
      meta.language = requestLanguage(req.cookies as Record<string, unknown> | undefined, actor?.customer.language, req.headers["accept-language"]);
      req.ctx = new RequestContext(instance, actor, meta);
      next();
    } catch (err) {
      next(err);
    }
  });
  // A burst of reads waits its turn (see RequestPacer): visitors before their body is read.
  const pacer = new RequestPacer(config.graphqlReadsPerTurn);
  app.use("/graphql", pacer.visitors());
  // Provider notifications read their own raw body, so they come before the JSON parser.
  app.use(providerNotifyRouter(config, services.paymentWebhookLimit));
  // Bodies are read once the caller is known, because an admin's stock upload may be larger.
  app.use(jsonBodyByCaller());
  app.use("/graphql", refuseOversizedDocument);
  app.use("/graphql", pacer.memberReads());

  hashApolloQueriesWithoutRequire();
  const schema = await buildAppSchema();
  const apollo = new ApolloServer<GqlContext>({
    schema,
    csrfPrevention: true,
    // server/main.ts owns the signals; Apollo's own handler would race it and hang the drain.
    stopOnTerminationSignals: false,
    introspection: true,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    includeStacktraceInErrorResponses: !config.production,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      ApolloServerPluginLandingPageDisabled(),
      graphqlLimitsPlugin({ production: config.production }),
      tokenScopePlugin(),
      domainErrorsPlugin(),
    ],
    formatError: (formatted, error) => formatGraphQLError(formatted, error, config),
  });
  await apollo.start();
  app.use(
    "/graphql",
    services.graphqlRateLimits.tokenMiddleware(),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => ({ ctx: req.ctx!, services, loaders: createLoaders(req.ctx!), listCost: new RepeatedListCost(), req, res }),
    }),
  );

  mountRestRoutes(app, { licenseChecks: services.licenseChecks });
  client?.mountPages();
  app.use(errorHandler(config));

  // Started last, so that a failure above leaves no timer or listener behind. A cluster worker
  // leaves the scheduled jobs to the primary (server/cluster.ts), but dispatches notifications
  // itself: its own commits kick the dispatcher, and the fan-out claim and the attempt leases
  // keep every send single across workers, as across instances.
  const stopJobs = opts.worker ? async () => undefined : startScheduler(instance, scheduledJobs);
  const stopNotifications = startNotificationDispatcher(instance);

  let closed = false;
  return {
    ...instance,
    services,
    server,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(config.port, config.host, () => {
          const address = server.address();
          const port = typeof address === "object" && address ? address.port : config.port;
          resolve(`http://127.0.0.1:${port}`);
        });
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      await stopJobs();
      await apollo.stop();
      if (server.listening) await new Promise<void>((r) => server.close(() => r()));
      // Stopped only once the last request is answered: a purchase still in flight when close()
      // began kicks the dispatcher on commit, and its receipts and webhooks go out now rather
      // than at the next start.
      await stopNotifications();
      await services.licenseChecks.close();
      await services.graphqlRateLimits.close();
      await services.paymentWebhookLimit.close();
      // The coalesced runs still asked for (the dispatcher, the low-stock check) and everything in
      // flight beside the requests (e-mail sends after the last commits) finish on the open database.
      await instance.background.close();
      await db.close();
    },
  };
}

/** Expected failures keep their message and code; anything else is logged and hidden. */
function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown, config: Config): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (isDomainError(original)) {
    const { http: _http, ...extensions } = (formatted.extensions ?? {}) as Record<string, unknown>;
    const kept = original.params ? { code: original.code, params: original.params } : { code: original.code };
    return { ...formatted, extensions: config.production ? kept : extensions };
  }
  const code = formatted.extensions?.code;
  if (original instanceof GraphQLError && code && code !== "INTERNAL_SERVER_ERROR") {
    return config.production ? { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } } : formatted;
  }
  log.error("unexpected error in GraphQL operation", { err: original, path: formatted.path });
  return { message: "Internal server error", path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } };
}

/** Bad JSON, oversized bodies and unexpected failures: a clear 4xx/5xx JSON answer, never a stack trace. */
function errorHandler(config: Config) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const e = err as { type?: string; status?: number; statusCode?: number; message?: string };
    if (isDomainError(err)) {
      for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
      // GraphQL clients read `errors`, even when the request was refused before Apollo saw it.
      if (req.originalUrl.startsWith("/graphql")) res.status(err.status).json({ errors: [{ message: err.message, extensions: { code: err.code } }] });
      else res.status(err.status).json({ error: { message: err.message, code: err.code, ...(err.params ? { params: err.params } : {}) } });
      return;
    }
    if (e.type === "entity.parse.failed") {
      res.status(400).json({ error: { message: "The request body is not valid JSON.", code: "BAD_JSON" } });
      return;
    }
    if (e.type === "entity.too.large") {
      const limit = (e as { limit?: number }).limit ?? BODY_LIMIT_BYTES;
      res.status(413).json({ error: { message: `The request body is larger than ${describeBytes(limit)}.`, code: "BODY_TOO_LARGE" } });
      return;
    }
    const status = e.status ?? e.statusCode;
    if (status && status >= 400 && status < 500) {
      // Library errors (static files, body parsing) can name paths or internals: answer by status only.
      const known: Record<number, [string, string]> = { 404: ["Not found.", "NOT_FOUND"], 415: ["Unsupported content type.", "UNSUPPORTED_MEDIA_TYPE"] };
      const [message, code] = known[status] ?? ["Bad request.", "BAD_REQUEST"];
      res.status(status).json({ error: { message, code } });
      return;
    }
    log.error("unexpected error", { err, path: req.path, requestId: req.ctx?.meta.requestId });
    res.status(500).json({
      error: { message: "Internal server error", code: "INTERNAL", ...(config.production ? {} : { detail: e.message }) },
    });
  };
}
