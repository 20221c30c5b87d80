// First: V8's memory settings, before the rest of the server is evaluated.
import './ops/v8-memory.ts';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { demoJourney } from '@detox/fixtures';
import { createProviders } from '@detox/providers';
import { serve } from '@hono/node-server';
import { finishPendingErasures } from './features/account/index.ts';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './event-store/pglite/data-dir-lock.ts';
import { createLogger } from './log.ts';
import { trackHttpServer } from './ops/http-drain.ts';
import { createStartGate } from './ops/start-gate.ts';
import { collectStartGarbage } from './ops/start-garbage.ts';
import { describeStorageFailure, storageFailureCode } from './ops/storage-failure.ts';
import { StartupError, waitForDatabase } from './ops/wait-for-database.ts';
import { refuseSuperuserInProduction } from './ops/database-role.ts';
import {
  webPushSender,
  createReminderScheduler,
  type ReminderScheduler,
  vapidKeysOnce,
} from './features/push/index.ts';
import { daysInUse } from './features/journey/index.ts';
import { warmUpOrder, dailyMeditationAudio } from './features/audio/index.ts';
import { openRuntime, type Runtime, usesPostgres } from './runtime.ts';
import { runtimeParts } from './slices.ts';
import { createHeavyWork, type HeavyWork } from './work/heavy-work.ts';
import { seedDemoOnce } from './seed/demo-once.ts';

/** Under the 10 s docker and most orchestrators give before SIGKILL, so the line naming what was open is written. */
const SHUTDOWN_GRACE_MS = 9_000;

/** Set by the first SIGTERM/SIGINT: a start still under way is given up, its errors are no longer reported. */
const signalled = { stopping: false };
/** Read through a call: a check after an await must not be narrowed by the one before it. */
const givenUp = (): boolean => signalled.stopping;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (config.EVENT_STORE === 'embedded' && config.DATABASE_URL) {
    logger.warn(
      'DATABASE_URL é ignorada com EVENT_STORE=embedded: eventos e modelos de leitura ficam no PGlite',
    );
  }
  if (!config.KIRVANO_WEBHOOK_TOKEN) {
    logger.warn('KIRVANO_WEBHOOK_TOKEN não definido: os webhooks da Kirvano serão recusados (401)');
  }

  // Listen first: until the start is done every request is answered 503 (/api/ready included, with Retry-After),
  // so a load balancer sees an instance that is starting, not a refused connection (ops/start-gate.ts).
  const gate = createStartGate({
    environment: config.NODE_ENV,
    backends: { eventStore: config.EVENT_STORE, readModels: usesPostgres(config) ? 'postgres' : 'embedded' },
  });
  const lifecycle = { ready: false };
  const server = serve({ fetch: gate.fetch, port: config.PORT, hostname: config.HOST });
  const http = trackHttpServer(server as Server);
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : config.PORT);
    });
  });
  logger.info({ port }, `escutando na porta ${port}: respostas 503 até o serviço terminar de iniciar`);
  const startedAt = performance.now();

  /** What the start has opened so far: what a shutdown must close. */
  const opened: { started?: { runtime: Runtime; reminders: ReminderScheduler }; work?: HeavyWork } = {};
  const shutdown = (signal: string) => {
    if (signalled.stopping) return;
    signalled.stopping = true;
    // /api/ready answers 503 from here on, to anyone still connected; new connections are refused.
    lifecycle.ready = false;
    if (!gate.opened) gate.stopping();
    const begun = performance.now();
    const atStart = http.open();
    logger.info(
      {
        signal,
        connections: atStart.connections,
        inFlight: atStart.requests.length,
        ...(gate.opened ? {} : { starting: true }),
      },
      gate.opened
        ? 'encerrando: recusando novas conexões e terminando as requisições em andamento'
        : 'encerrando durante o início: o serviço não chegou a ficar pronto',
    );
    let step = 'requisições HTTP';
    const force = setTimeout(() => {
      const open = http.open();
      logger.error(
        { signal, step, connections: open.connections, requests: open.requests, graceMs: SHUTDOWN_GRACE_MS },
        `encerramento forçado após ${SHUTDOWN_GRACE_MS / 1000} s: ainda em aberto (${step})`,
      );
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    void (async () => {
      // Audio still being made is given up at once: its requests answer 503 (another instance, or a later try,
      // makes it) instead of holding the drain past the grace period; a warm-up day is made at the next start.
      const stoppingWork = opened.work?.close();
      const figures = await http.drain();
      step = 'threads de trabalho';
      await stoppingWork;
      step = 'projeções e banco de dados';
      // A start given up halfway (migrations, seed) ends with the process: its connections and locks with it.
      if (opened.started) {
        await opened.started.reminders.stop();
        await opened.started.runtime.close();
      }
      logger.info(
        {
          signal,
          finished: figures.finished,
          httpMs: figures.ms,
          ms: Math.round(performance.now() - begun),
        },
        `encerrado: ${figures.finished} requisições terminadas durante o encerramento`,
      );
      process.exit(0);
    })().catch((error: unknown) => {
      logger.error({ signal, step, err: error }, 'falha ao encerrar');
      process.exit(1);
    });
  };
  process.on('SIGTERM', () => {
    shutdown('SIGTERM');
  });
  process.on('SIGINT', () => {
    shutdown('SIGINT');
  });

  // A PostgreSQL that is down or still starting is waited for (one line per try), not a stack trace.
  if (usesPostgres(config) && config.DATABASE_URL) {
    await waitForDatabase(config.DATABASE_URL, logger);
    const { superuser } = await refuseSuperuserInProduction(config);
    if (superuser && config.NODE_ENV === 'production') {
      logger.warn(
        'o app roda como superusuário do PostgreSQL (DATABASE_ALLOW_SUPERUSER=true): só em desenvolvimento',
      );
    }
  }
  if (givenUp()) return;
  const runtime = await openRuntime(config, logger, runtimeParts);
  const reminders = createReminderScheduler({
    runtime,
    logger,
    send: webPushSender(vapidKeysOnce(runtime.sql, config)),
    electLeader: usesPostgres(config),
  });
  opened.started = { runtime, reminders };
  if (givenUp()) return;

  const demo = demoJourney('halfway');
  if (config.SEED_DEMO && config.NODE_ENV !== 'production') {
    const { seeded } = await seedDemoOnce(runtime, demo);
    if (seeded) logger.info({ email: demo.email }, 'assinante de demonstração criado');
  }
  if (givenUp()) return;
  runtime.runner.start();
  // Erasures that a crash or a failure cut short are finished now, then every minute (decision 0004).
  const sweepErasures = () => {
    finishPendingErasures({ runtime, config }, logger).catch((error: unknown) => {
      logger.warn({ err: error }, 'exclusões pendentes: nova tentativa em 1 minuto');
    });
  };
  sweepErasures();
  setInterval(sweepErasures, 60_000).unref();
  if (config.PUSH_REMINDERS) reminders.start();

  const clientDist = config.CLIENT_DIST ?? fileURLToPath(new URL('../../client/dist', import.meta.url));
  const providersConfig = {
    ai: config.AI_PROVIDER,
    tts: config.TTS_PROVIDER,
    openai: {
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL,
      ttsModel: config.OPENAI_TTS_MODEL,
    },
  };
  const providers = createProviders(providersConfig);
  // Speech (synthesis, mix, MP3) and the music loops run in child processes, never on this thread (decision 0024).
  const work = createHeavyWork({
    threads: config.WORK_THREADS,
    queueLimit: config.WORK_QUEUE_LIMIT,
    nice: config.WORK_NICE,
    tts: providersConfig,
  });
  opened.work = work;
  const tts = work.tts(providers.tts);
  const meditations = dailyMeditationAudio({ config, tts });
  if (config.PREMADE_AUDIO_DIR && providers.tts.name === 'local') {
    const taken = await meditations.adoptPremade(config.PREMADE_AUDIO_DIR).catch((error: unknown) => {
      logger.warn({ err: error }, 'meditações feitas de antemão não copiadas; o aquecimento as fará');
      return 0;
    });
    logger.info({ days: taken, from: config.PREMADE_AUDIO_DIR }, 'meditações do dia feitas de antemão');
  }
  const app = createApp({
    config,
    runtime,
    logger,
    clientDist,
    lifecycle,
    tts,
    ai: providers.ai,
    meditations,
    work,
  });
  if (givenUp()) return;
  // The start's one-off garbage (PGlite's start, the migrations, the projections' first pass) is given back before the
  // first request rather than at a full collection an idle server may not make for hours.
  collectStartGarbage();
  // Ready: from this request on the app answers, /api/ready included.
  lifecycle.ready = true;
  gate.open(app.fetch);
  logger.info({ port, ms: Math.round(performance.now() - startedAt) }, 'pronto: /api/ready responde 200');
  // The local voice takes seconds per meditation: make the days ahead of their first play. (The OpenAI voice
  // is paid per request, so its days are made when first asked for; the tone takes no time.)
  if (config.AUDIO_WARMUP && providers.tts.name === 'local') {
    const warming = performance.now();
    // The days subscribers are on first (then tomorrow's), so a play finds its day made or being made.
    daysInUse(runtime)
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'dias em uso não lidos; as meditações são feitas do dia 1 ao 21');
        return [];
      })
      .then((inUse) =>
        meditations.warmUp({
          order: warmUpOrder(inUse),
          shouldStop: () => !lifecycle.ready,
          whenIdle: () => work.whenIdle(),
        }),
      )
      .then((made) => {
        logger.info({ days: made, ms: Math.round(performance.now() - warming) }, 'meditações do dia prontas');
      })
      .catch((error: unknown) => {
        // Cut short by a shutdown: nothing to report.
        if (!lifecycle.ready) return;
        logger.warn(
          { err: error },
          'meditações do dia não preparadas; cada uma será feita no primeiro pedido',
        );
      });
  }
  const where = config.EVENT_STORE === 'embedded' ? `PGlite em ${config.DATA_DIR}` : config.EVENT_STORE;
  process.stdout.write(
    [
      '',
      `  Detox Digital 21 Dias: http://localhost:${port}`,
      `  Eventos: ${where} · IA: ${config.AI_PROVIDER}`,
      config.NODE_ENV === 'production'
        ? ''
        : [
            `  Assinante de demonstração: ${demo.email} (${demo.name}, no dia 11)`,
            `  Para entrar: http://localhost:${port}/login com esse e-mail. O código de 6 dígitos`,
            config.SMTP_URL
              ? '  chega por e-mail (SMTP).'
              : `  aparece neste terminal e em http://localhost:${port}/dev/outbox`,
          ].join('\n'),
      '',
    ].join('\n'),
  );
}

/**
 * The SQL a database error came from: postgres.js's stack ends at the socket, so without it a failed start does
 * not say which of its statements failed.
 */
function failedStatement(error: unknown): string {
  const query = error instanceof Error && 'query' in error ? error.query : undefined;
  if (typeof query !== 'string' || query.trim() === '') return '';
  return `  no comando: ${query.replace(/\s+/g, ' ').trim().slice(0, 300)}\n`;
}

main().catch((error: unknown) => {
  // A start given up by SIGTERM may fail on what the shutdown closed: the shutdown says how it ended.
  if (signalled.stopping) return;
  const storage = storageFailureCode(error);
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof StartupError) {
    process.stderr.write(`${error.message}\n`);
  } else if (storage !== undefined) {
    process.stderr.write(
      `Falha ao iniciar: banco de dados indisponível (${describeStorageFailure(storage)}): ${error instanceof Error ? error.message : String(error)}\n`,
    );
  } else {
    process.stderr.write(
      `Falha ao iniciar: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n${failedStatement(error)}`,
    );
  }
  process.exit(1);
});
