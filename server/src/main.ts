import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { demoJourney } from '@detox/fixtures';
import { createProviders } from '@detox/providers';
import { serve } from '@hono/node-server';
import { finishPendingErasures } from './features/account/erase-account.ts';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './event-store/pglite/data-dir-lock.ts';
import { createLogger } from './log.ts';
import { trackHttpServer } from './ops/http-drain.ts';
import { describeStorageFailure, storageFailureCode } from './ops/storage-failure.ts';
import { StartupError, waitForDatabase } from './ops/wait-for-database.ts';
import { webPushSender } from './features/push/push-sender.ts';
import { createReminderScheduler } from './features/push/reminder-scheduler.ts';
import { vapidKeysOnce } from './features/push/vapid.ts';
import { openRuntime, usesPostgres } from './runtime.ts';
import { dailyMeditationAudio } from './features/audio/daily-meditation.ts';
import { seedDemoOnce } from './seed/demo-once.ts';

/** Under the 10 s docker and most orchestrators give before SIGKILL, so the line naming what was open is written. */
const SHUTDOWN_GRACE_MS = 9_000;

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
  // A PostgreSQL that is down or still starting is waited for (one line per try), not a stack trace.
  if (usesPostgres(config) && config.DATABASE_URL) await waitForDatabase(config.DATABASE_URL, logger);
  const runtime = await openRuntime(config, logger);

  const demo = demoJourney('halfway');
  if (config.SEED_DEMO && config.NODE_ENV !== 'production') {
    const { seeded } = await seedDemoOnce(runtime, demo);
    if (seeded) logger.info({ email: demo.email }, 'assinante de demonstração criado');
  }
  runtime.runner.start();
  // Erasures that a crash or a failure cut short are finished now, then every minute (decision 0004).
  const sweepErasures = () => {
    finishPendingErasures({ runtime, config }, logger).catch((error: unknown) => {
      logger.warn({ err: error }, 'exclusões pendentes: nova tentativa em 1 minuto');
    });
  };
  sweepErasures();
  setInterval(sweepErasures, 60_000).unref();
  const reminders = createReminderScheduler({
    runtime,
    logger,
    send: webPushSender(vapidKeysOnce(runtime.sql, config)),
    electLeader: usesPostgres(config),
  });
  if (config.PUSH_REMINDERS) reminders.start();

  const clientDist = fileURLToPath(new URL('../../client/dist', import.meta.url));
  const lifecycle = { ready: false };
  const providers = createProviders({
    ai: config.AI_PROVIDER,
    tts: config.TTS_PROVIDER,
    openai: {
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL,
      ttsModel: config.OPENAI_TTS_MODEL,
    },
  });
  const meditations = dailyMeditationAudio({ config, tts: providers.tts });
  const app = createApp({
    config,
    runtime,
    logger,
    clientDist,
    lifecycle,
    tts: providers.tts,
    ai: providers.ai,
    meditations,
  });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    lifecycle.ready = true;
    // The local voice takes seconds per meditation: make the days ahead of their first play. (The OpenAI voice
    // is paid per request, so its days are made when first asked for; the tone takes no time.)
    if (config.AUDIO_WARMUP && providers.tts.name === 'local') {
      const started = performance.now();
      meditations
        .warmUp(() => !lifecycle.ready)
        .then((made) => {
          logger.info(
            { days: made, ms: Math.round(performance.now() - started) },
            'meditações do dia prontas',
          );
        })
        .catch((error: unknown) => {
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
        `  Detox Digital 21 Dias: http://localhost:${info.port}`,
        `  Eventos: ${where} · IA: ${config.AI_PROVIDER}`,
        config.NODE_ENV === 'production'
          ? ''
          : [
              `  Assinante de demonstração: ${demo.email} (${demo.name}, no dia 11)`,
              `  Para entrar: http://localhost:${info.port}/login com esse e-mail. O código de 6 dígitos`,
              config.SMTP_URL
                ? '  chega por e-mail (SMTP).'
                : `  aparece neste terminal e em http://localhost:${info.port}/dev/outbox`,
            ].join('\n'),
        '',
      ].join('\n'),
    );
  });

  const http = trackHttpServer(server as Server);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // /api/ready answers 503 from here on, to anyone still connected; new connections are refused.
    lifecycle.ready = false;
    const started = performance.now();
    const atStart = http.open();
    logger.info(
      { signal, connections: atStart.connections, inFlight: atStart.requests.length },
      'encerrando: recusando novas conexões e terminando as requisições em andamento',
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
      const [figures] = await Promise.all([http.drain(), reminders.stop()]);
      step = 'projeções e banco de dados';
      await runtime.close();
      logger.info(
        {
          signal,
          finished: figures.finished,
          httpMs: figures.ms,
          ms: Math.round(performance.now() - started),
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
}

main().catch((error: unknown) => {
  const storage = storageFailureCode(error);
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof StartupError) {
    process.stderr.write(`${error.message}\n`);
  } else if (storage !== undefined) {
    process.stderr.write(
      `Falha ao iniciar: banco de dados indisponível (${describeStorageFailure(storage)}): ${error instanceof Error ? error.message : String(error)}\n`,
    );
  } else {
    process.stderr.write(
      `Falha ao iniciar: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
