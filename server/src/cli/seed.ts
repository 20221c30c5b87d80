// npm run seed -- --subscribers N [--seed S] [--concurrency C] [--data-dir DIR]: a realistic event log, made by
// driving whole subscriber journeys through the HTTP app in process (the real command path).
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../event-store/pglite/data-dir-lock.ts';
import { createLogger } from '../log.ts';
import { openRuntime } from '../runtime.ts';
import { runtimeParts } from '../slices.ts';
import { SeedRefused, seedLog } from '../seed/seed-log.ts';

const usage = `Uso: npm run seed -- --subscribers N [--seed S] [--concurrency C] [--data-dir DIR]
  --subscribers N   assinantes com a jornada inteira (compra, login, dias, IA, reenvios, exclusões); padrão 100
  --seed S          letras e dígitos; a mesma semente faz as mesmas requisições (padrão 1)
  --concurrency C   assinantes ao mesmo tempo (padrão 12)
  --data-dir DIR    PGlite em DIR (padrão DATA_DIR ou ./data); com EVENT_STORE=postgres usa DATABASE_URL
  --cross-transaction-id X   metade das jornadas antes do id de transação X, metade depois (ex.: 100000)
1.000 assinantes fazem cerca de 145 mil eventos (uns 6 minutos no PGlite).`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      subscribers: { type: 'string', default: '100' },
      seed: { type: 'string', default: '1' },
      concurrency: { type: 'string', default: '12' },
      'data-dir': { type: 'string' },
      'cross-transaction-id': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const subscribers = Number(values.subscribers);
  const concurrency = Number(values.concurrency);
  const cross =
    values['cross-transaction-id'] === undefined ? undefined : Number(values['cross-transaction-id']);
  const valid =
    [subscribers, concurrency, cross ?? 1].every((value) => Number.isInteger(value) && value >= 1) &&
    /^[a-z0-9]{1,16}$/i.test(values.seed);
  if (values.help || !valid) {
    process.stdout.write(`${usage}\n`);
    return values.help ? 0 : 2;
  }
  const base = loadConfig();
  if (base.EVENT_STORE === 'eventstoredb')
    throw new ConfigError('A semente escreve em EVENT_STORE=embedded ou postgres.');
  // What the seed needs, whatever the environment says: webhooks on, sign-in codes in the console outbox, each
  // subscriber on their own IP, the fake AI and no demo subscriber.
  const config = {
    ...base,
    ...(values['data-dir'] === undefined ? {} : { DATA_DIR: resolve(values['data-dir']) }),
    NODE_ENV: 'development' as const,
    LOG_LEVEL: 'silent' as const,
    KIRVANO_WEBHOOK_TOKEN: base.KIRVANO_WEBHOOK_TOKEN ?? randomBytes(24).toString('hex'),
    TRUST_PROXY: true,
    SMTP_URL: undefined,
    AI_PROVIDER: 'fake' as const,
    SEED_DEMO: false,
    PUSH_REMINDERS: false,
  };
  const logger = createLogger('silent');
  const runtime = await openRuntime(config, logger, runtimeParts);
  const app = createApp({ config, runtime, logger });
  const where =
    runtime.readModels === 'embedded' ? `PGlite em ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  process.stdout.write(`Semeando ${subscribers} assinantes (semente ${values.seed}) em ${where}…\n`);
  try {
    const summary = await seedLog(
      { fetcher: (path, init) => app.request(path, init), runtime, config },
      {
        subscribers,
        seed: values.seed,
        concurrency,
        ...(cross === undefined ? {} : { crossTransactionId: cross }),
        onProgress: ({ done, total, requests, milliseconds }) => {
          const rate = Math.round(requests / (milliseconds / 1000));
          process.stdout.write(
            `  ${done}/${total} assinantes, ${requests} requisições (${rate}/s), ${Math.round(milliseconds / 1000)} s\n`,
          );
        },
      },
    );
    const n = (value: number) => Math.round(value).toLocaleString('pt-BR');
    process.stdout.write(
      [
        `assinantes         ${n(summary.subscribers)} (${n(summary.signedIn)} entraram, ${n(summary.refundedOrChargedBack)} reembolsos/chargebacks, ${n(summary.deleted.length)} contas excluídas)`,
        `dias concluídos    ${n(summary.daysCompleted)}`,
        `requisições        ${n(summary.requests)} (${n(summary.resends)} reenvios com a mesma Idempotency-Key)`,
        `eventos            ${n(summary.eventsAdded)} novos, ${n(summary.events)} no log`,
        `transações         ${n(summary.transactions)} no log, ids ${n(summary.minTransactionId)} a ${n(summary.maxTransactionId)}`,
        `tempo              ${(summary.milliseconds / 1000).toFixed(1)} s (${n(summary.eventsPerSecond)} eventos/s)`,
        '',
      ].join('\n'),
    );
    return 0;
  } finally {
    await runtime.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof SeedRefused;
    process.stderr.write(
      `${known ? (error as Error).message : String(error instanceof Error ? error.stack : error)}\n`,
    );
    process.exit(1);
  },
);
