import { DEMO_SITES_DIR, loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import type { SendMailOptions } from 'nodemailer';
import { SiteConfigError } from '@forecourt/tenants/site-config-error';
import {
  fulfilSiteAlerts,
  scheduleSimilarCarAlerts,
  type AlertSchedule,
} from './alerts/similar-car-alert-runs.js';
import { SimilarCarAlertMailer } from './alerts/similar-car-alert-mailer.js';
import { AccountAlertMailer } from './saved-searches/account-alert-mailer.js';
import { createPartnerRateLimiterFromEnv } from './api-access/create-partner-rate-limiter.js';
import { createApp } from './http/app.js';
import { createSignInRateLimiterFromEnv } from './accounts/sign-in-rate-limiter.js';
import { sessionViewerOf } from './accounts/shopper-sessions.js';
import { createCarPhotoSources } from './media/create-car-photo-sources.js';
import { trustedProxyHopsFromEnv } from './http/client-address.js';
import { createNodeServer } from './http/node-server.js';
import { devMailboxRoute } from './sources/lead-delivery/dev-mailbox-page.js';
import { createEmailDeliveryFromEnv } from './sources/lead-delivery/email-delivery.js';
import { createLeadDelivery } from './sources/lead-delivery/lead-delivery.js';
import { leadFormTokensFromEnv } from './leads/lead-form-token.js';
import { LeadOutboxWorker } from './leads/lead-outbox-worker.js';
import { logger } from './logger.js';
import { createLeadRateLimiterFromEnv } from './rate-limits/create-lead-rate-limiter.js';
import { createRegoRateLimiterFromEnv } from './rate-limits/create-rego-rate-limiter.js';
import { createPhoneRevealRateLimiterFromEnv } from './rate-limits/create-phone-reveal-rate-limiter.js';
import { createCheckoutStepRateLimiterFromEnv } from './checkout-journey/checkout-step-rate-limiter.js';
import { createRecordsFromEnv } from './sources/records/create-records.js';
import { createPaymentsFromEnv } from './sources/payments/create-payments.js';
import { ReservationDeskService } from './reservations/reservation-desk.js';
import { ReservationHoldWorker } from './reservations/reservation-hold-worker.js';
import { createReservationHoldsBroadcastFromEnv } from './sources/reservation-holds/create-reservation-holds-broadcast.js';
import { withReservationHolds } from './reservations/reservation-holds.js';
import {
  RESPONSE_CACHE_STALE_MS,
  RESPONSE_CACHE_TTL_MS,
  responseCacheBytesFromEnv,
} from './response-cache/cache-policy.js';
import { ResponseCache } from './response-cache/response-cache.js';
import { StockGenerations, withStockGenerations } from './response-cache/stock-generations.js';
import { ReservationMailer } from './reservations/reservation-mailer.js';
import { createStockSearchFromEnv } from './sources/stock-search/create-stock-search.js';
import { indexSiteStock } from './stock/index-site-stock.js';
import { resolveDataDir } from './stock/stock-snapshots.js';
import { createStockSnapshotsFromEnv } from './sources/stock-snapshots/create-stock-snapshots.js';
import { serialSiteReloads } from './stock/site-stock-reloads.js';
import { siteOrigin } from './tenancy/site-origin.js';
import { SiteRegistry } from './tenancy/site-registry.js';
import { reloadSites } from './tenancy/site-reload.js';
import { watchSiteFolders } from './tenancy/watch-site-folders.js';
import { loadClientBuild } from './web/client-build.js';
import { renderConcurrencyFromEnv, renderPagesInTurn } from './web/render-admission.js';
import { createForecourtYoga } from './yoga.js';
import { clientAddress } from './http/client-address.js';
import { createReserveRateLimiterFromEnv } from './rate-limits/reserve-rate-limiter.js';
import { createReserveFormRoute } from './reservations/reserve-form-post.js';
import { importSiteFeed } from './stock/stock-import/import-site-feed.js';
import { openMeilisearchFromEnv } from './sources/stock-search/meilisearch/open-meilisearch-from-env.js';
import { HttpStockFeedFetcher } from './sources/stock-feed/http-stock-feed-fetcher.js';
import { StockSyncWorker } from './stock-sync/stock-sync-worker.js';
import { createFeedPhotoPipelineFromEnv } from './sources/photos/create-feed-photo-pipeline.js';
import { ReachDocuments } from './reach/reach-documents.js';
import { stockSyncPageRouteFromEnv } from './stock-sync/stock-sync-page.js';

const DEFAULT_PORT = 4000;

const optional = <T>(value: T | undefined): T[] => (value === undefined ? [] : [value]);

async function main() {
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
    throw new Error(`PORT: "${process.env.PORT}" is not a port number`);
  }
  const trustedProxyHops = trustedProxyHopsFromEnv();
  // A deployment's own dealers' sites, else the demo sites.
  const sitesDir = process.env.FORECOURT_SITES_DIR?.trim() || DEMO_SITES_DIR;
  const sites = await loadDemoSites(sitesDir);
  // The registry replaces this array's contents when the sites folder changes, so every worker
  // given `sites` below sees a new site on its next pass.
  const registry = new SiteRegistry(sites);
  const { stockSearch: feedStock, engine } = createStockSearchFromEnv();
  const dataDir = resolveDataDir();
  const { records, store, location } = await createRecordsFromEnv();
  await records.migrate();
  logger.info({ store, location }, `records in ${store === 'pglite' ? 'PGlite' : 'PostgreSQL'}`);
  // Shoppers see a car a paid reservation holds as reserved at once; the reservations themselves
  // read the feed's stock as it is.
  const stockGenerations = new StockGenerations();
  const stockSearch = withStockGenerations(
    withReservationHolds(feedStock, (site, now) => records.forSite(site).heldCarIds(now), {
      log: logger,
    }),
    // Every re-index and every change of holds moves the site's generation: cached answers of
    // the site's older stock are not served again (response-cache/).
    stockGenerations,
  );
  // The sitemaps and vehicle-ads feeds are rebuilt after any change of a site's stock.
  const reachDocuments = new ReachDocuments();
  stockGenerations.onChange((site) => reachDocuments.invalidate(site));
  const responseCacheBytes = responseCacheBytesFromEnv();
  const responseCache =
    responseCacheBytes > 0
      ? new ResponseCache({
          maxBytes: responseCacheBytes,
          ttlMs: RESPONSE_CACHE_TTL_MS,
          staleMs: RESPONSE_CACHE_STALE_MS,
          generations: stockGenerations,
        })
      : undefined;
  // Delivers leads stored by this or any replica, including any left undelivered by a crash.
  const leadEmail = createEmailDeliveryFromEnv(dataDir);
  const leadOutbox = new LeadOutboxWorker({
    sites,
    records,
    deliver: createLeadDelivery({ email: leadEmail }),
    log: logger,
  });
  leadOutbox.start();
  // Jobs queued by this process are done at once; the workers' polls find the rest.
  records.onJobsQueued('leadDeliveries', () => leadOutbox.wake());
  // Due similar-car alerts e-mail their shoppers through the same transport as leads.
  const alertMailing = {
    sites,
    records,
    send: (message: SendMailOptions, site: Site, mailboxFile: string) =>
      leadEmail.sendMessage(message, site, mailboxFile),
    // In development the links open this server's `<slug>.localhost` pages.
    origin: (site: Site) =>
      siteOrigin(site, { devPort: process.env.NODE_ENV === 'production' ? undefined : port }),
    log: logger,
  };
  const alertMailer = new SimilarCarAlertMailer(alertMailing);
  alertMailer.start();
  records.onJobsQueued('similarCarAlertEmails', () => alertMailer.wake());
  // Saved searches' new matches and watched cars' price drops, through the same transport.
  const accountAlertMailer = new AccountAlertMailer(alertMailing);
  accountAlertMailer.start();
  records.onJobsQueued('accountAlertEmails', () => accountAlertMailer.wake());
  // Reservations: the deposit through the payment provider the environment names, its events
  // applied by the desk, the holds kept by a worker and the shopper's e-mails sent like alerts.
  const payments = createPaymentsFromEnv({
    // Events arrive only once the server listens, after the desk is built.
    onEvent: (event) => reservationDesk.handlePaymentEvent(event),
    log: logger,
  });
  // A journey's deposit reaches the dealer as a follow-up of the journey's own lead.
  const journeyLead = async (site: Site, journeyId: string) =>
    (await records.forSite(site).checkoutJourney(journeyId))?.leadId ?? null;
  // A change of holds here is shown at once here and, through the records' PostgreSQL, on every
  // other replica (each forgets the site's cached holds and answers as this one does).
  const holdsBroadcast = createReservationHoldsBroadcastFromEnv(sites);
  await holdsBroadcast.listen((site) => stockSearch.invalidate(site), {
    onError: (error) =>
      logger.error({ err: error }, 'hearing reservation holds from other replicas failed'),
  });
  const holdsChanged = (site: Site) => stockSearch.invalidate(site);
  const reservationDesk = new ReservationDeskService({
    sites,
    records,
    stock: feedStock,
    provider: payments.provider,
    origin: alertMailing.origin,
    log: logger,
    holdsChanged,
    journeyLead,
  });
  const reservationHolds = new ReservationHoldWorker({
    sites,
    records,
    stock: feedStock,
    origin: alertMailing.origin,
    log: logger,
    holdsChanged,
    journeyLead,
  });
  reservationHolds.start();
  const reservationMailer = new ReservationMailer(alertMailing);
  reservationMailer.start();
  records.onJobsQueued('reservationEmails', () => reservationMailer.wake());
  logger.info(
    leadEmail.mailboxDir
      ? `lead e-mails are written to ${leadEmail.mailboxDir} (SMTP_URL is not set)`
      : 'lead e-mails go out through SMTP_URL',
  );
  for (const site of sites) {
    const webhook = site.config.leads.webhook;
    if (webhook && !process.env[webhook.secretEnv]) {
      logger.warn(
        { site: site.config.slug },
        `${site.config.slug}: lead webhook secret ${webhook.secretEnv} is not set; webhook deliveries will fail until it is`,
      );
    }
  }

  // Imported stock: files in the data directory, or PostgreSQL shared by every replica.
  const snapshots = createStockSnapshotsFromEnv(dataDir);
  // Every (re)index of a site's stock takes this one path, one at a time per site; each time,
  // the arrivals fulfil alerts.
  const reindexSite = serialSiteReloads(async (slug) => {
    const site = sites.find((candidate) => candidate.config.slug === slug);
    if (!site) return;
    await indexSiteStock(site, stockSearch, { dataDir, snapshots, now: new Date() });
    await fulfilSiteAlerts(site, { stockSearch, records });
  });
  let alertSchedule: AlertSchedule | undefined;
  if (engine === 'embedded') {
    // The embedded index lives in this process: build it from each site's stock, and rebuild a
    // site when an import (here, in a command or on another replica) writes a new snapshot. The
    // watch starts first, so an import while the index is being built is not missed.
    await snapshots.watch(reindexSite, {
      onError: (error) => logger.error({ err: error }, 'reloading imported stock failed'),
    });
    logger.info(`imported stock in ${snapshots.location}`);
    for (const site of sites) await reindexSite(site.config.slug);
  } else {
    logger.info('searching Meilisearch; load stock with `pnpm stock:import` or `pnpm search:sync`');
    // Imports happen in other processes: check the alerts on a timer instead.
    alertSchedule = scheduleSimilarCarAlerts(sites, { stockSearch, records });
  }

  // A new or edited site folder is served without a restart once the whole folder validates.
  const siteFolders = watchSiteFolders(
    sitesDir,
    () =>
      reloadSites({
        registry,
        load: () => loadDemoSites(sitesDir),
        siteChanged: async (site) => {
          if (engine !== 'embedded') return;
          await reindexSite(site.config.slug);
        },
        log: logger,
      }),
    { onError: (error) => logger.error({ err: error }, 'reloading the sites folder failed') },
  );

  // Sites with a feed address: fetched on their interval, one replica at a time; an applied
  // import writes the snapshot, which the watch above (on every replica) or Meilisearch serves.
  const stockSync = new StockSyncWorker({
    sites,
    records,
    fetcher: new HttpStockFeedFetcher(),
    importFeed: (request) =>
      importSiteFeed({ ...request, snapshots, openMeilisearch: openMeilisearchFromEnv }),
    dataDir,
    env: process.env,
    log: logger,
  });
  stockSync.start();

  const graphiql = process.env.NODE_ENV !== 'production';
  const reserveRateLimits = createReserveRateLimiterFromEnv();
  const leadRateLimits = createLeadRateLimiterFromEnv();
  logger.info(
    { store: leadRateLimits.store, location: leadRateLimits.location, trustedProxyHops },
    `lead submissions limited in ${leadRateLimits.store === 'redis' ? 'Redis' : 'memory'}`,
  );
  const formTokens = leadFormTokensFromEnv();
  if (formTokens.secret === 'generated') {
    logger.warn(
      'lead forms signed with a secret of this process: set FORECOURT_FORM_SECRET to keep forms sendable across restarts and replicas',
    );
  }
  const regoRateLimits = createRegoRateLimiterFromEnv();
  logger.info(
    { store: regoRateLimits.store, location: regoRateLimits.location },
    `rego lookups limited in ${regoRateLimits.store === 'redis' ? 'Redis' : 'memory'}`,
  );
  const phoneRevealRateLimits = createPhoneRevealRateLimiterFromEnv();
  logger.info(
    { store: phoneRevealRateLimits.store, location: phoneRevealRateLimits.location },
    `phone reveals limited in ${phoneRevealRateLimits.store === 'redis' ? 'Redis' : 'memory'}`,
  );
  const checkoutStepRateLimits = createCheckoutStepRateLimiterFromEnv();
  const partnerBudgets = createPartnerRateLimiterFromEnv();
  const signInRateLimits = createSignInRateLimiterFromEnv();
  logger.info(
    { store: signInRateLimits.store, location: signInRateLimits.location },
    `sign-in codes limited in ${signInRateLimits.store === 'redis' ? 'Redis' : 'memory'}`,
  );
  // Shoppers' sessions live in the records store; pages and GraphQL both see who signed in.
  const viewerOf = sessionViewerOf((site) => records.forSite(site));
  // Demo sites show drawings made from each car's record, real dealers their feed's photos.
  const carPhotos = createCarPhotoSources();
  // Feed photos are fetched from the dealers' hosts, resized and kept under the data directory.
  const feedPhotos = createFeedPhotoPipelineFromEnv({ dataDir, log: logger });
  const yoga = createForecourtYoga({
    registry,
    stockSearch,
    records,
    graphiql,
    formTokens: formTokens.tokens,
    leadRateLimiter: leadRateLimits.limiter,
    regoRateLimiter: regoRateLimits.limiter,
    phoneRevealRateLimiter: phoneRevealRateLimits.limiter,
    checkoutStepRateLimiter: checkoutStepRateLimits.limiter,
    trustedProxyHops,
    // In production, documents other than the web client's persisted ones need a partner key.
    arbitraryDocuments: process.env.NODE_ENV === 'production' ? 'partners-only' : 'always',
    partnerRateLimiter: partnerBudgets.limiter,
    carPhotos,
    viewerOf,
    reservationDesk,
    responseCache,
  });
  const build = await loadClientBuild();
  const client = {
    ...build,
    renderPage: renderPagesInTurn(build.renderPage, renderConcurrencyFromEnv()),
  };
  // Development only: the mailbox page shows what the site would have e-mailed.
  const extraRoute =
    graphiql && leadEmail.mailboxDir
      ? devMailboxRoute({ mailboxDir: leadEmail.mailboxDir, records })
      : undefined;
  const server = createNodeServer(
    createApp({
      registry,
      stockSearch,
      yoga,
      carPhotos,
      feedPhotos,
      client,
      extraRoute,
      trustedProxyHops,
      reachDocuments,
      formTokens: formTokens.tokens,
      responseCache,
      accounts: {
        recordsOf: (site) => records.forSite(site),
        // Sign-in codes go out through the same transport as leads (or the mailbox).
        send: (message, site, mailboxFile) => leadEmail.sendMessage(message, site, mailboxFile),
        origin: (site) =>
          siteOrigin(site, { devPort: process.env.NODE_ENV === 'production' ? undefined : port }),
        rateLimiter: signInRateLimits.limiter,
      },
      siteRoutes: [
        ...optional(stockSyncPageRouteFromEnv(records)),
        ...payments.routes,
        createReserveFormRoute({
          desk: reservationDesk,
          yoga,
          client,
          formTokens: formTokens.tokens,
          reservationOf: (site, id) => records.forSite(site).reservation(id),
          viewerOf,
          rateLimiter: reserveRateLimits.limiter,
          clientAddressOf: (request, serverContext) =>
            clientAddress(request, serverContext, trustedProxyHops),
        }),
      ],
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`PORT: ${port} is in use`) : error),
    );
    server.listen(port, resolve);
  });

  const width = Math.max(...sites.map((site) => site.config.name.length));
  const lines = sites.map((site) => {
    const base = `http://${SiteRegistry.devHost(site)}:${port}`;
    return `  ${site.config.name.padEnd(width)}  ${base}/${graphiql ? `   GraphiQL: ${base}/graphql` : ''}`;
  });
  console.log(`\nForecourt is running (${engine} search):\n${lines.join('\n')}\n`);

  const stop = () => {
    alertSchedule?.stop();
    siteFolders.close();
    // Deliveries under way finish and record their outcome before the records close.
    const outboxStopped = Promise.all([
      leadOutbox.stop(),
      alertMailer.stop(),
      accountAlertMailer.stop(),
      reservationHolds.stop(),
      reservationMailer.stop(),
      stockSync.stop(),
    ]);
    server.close(
      () =>
        void outboxStopped
          .then(() => {
            leadEmail.close();
            return Promise.all([
              stockSearch.close(),
              snapshots.close(),
              holdsBroadcast.close(),
              records.close(),
              leadRateLimits.limiter.close(),
              regoRateLimits.limiter.close(),
              phoneRevealRateLimits.limiter.close(),
              checkoutStepRateLimits.limiter.close(),
              partnerBudgets.limiter.close(),
              signInRateLimits.limiter.close(),
              reserveRateLimits.limiter.close(),
            ]);
          })
          .then(() => process.exit(0)),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof SiteConfigError) {
    console.error(`Cannot start: a site's settings are invalid.\n${error.message}`);
  } else {
    console.error('Cannot start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
