import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';

/** Every environment variable the app reads, with its default. Nothing else reads process.env. */
const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
const optionalUrl = z.url().optional();
const emailList = list.transform((items) => items.map((item) => item.toLowerCase()));

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    /** The built client to serve; client/dist when unset (bench:web serves its own build from elsewhere). */
    CLIENT_DIST: z.string().min(1).optional(),
    EVENT_STORE: z.enum(['embedded', 'postgres', 'eventstoredb']).default('embedded'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres://')
      .optional(),
    /**
     * How analysts' SQL reaches PostgreSQL: a login of its own, the analyst role (docs/runbook.md). Unset: DATABASE_URL
     * with the analyst role's name as the user and no password (enough where the server trusts local logins).
     */
    ANALYST_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres://')
      .optional(),
    /** The app refuses to start in production as a PostgreSQL superuser unless this is true (development only). */
    DATABASE_ALLOW_SUPERUSER: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    EVENTSTORE_URL: z
      .string()
      .regex(/^(esdb|kurrentdb|kurrent)(\+discover)?:\/\//, 'deve começar com esdb:// ou kurrentdb://')
      .optional(),
    AI_PROVIDER: z.enum(['fake', 'openai']).default('fake'),
    /** With AI_PROVIDER=fake: the local pt-BR voice, or 'fake', a fixed tone for tests (decision 0014). */
    TTS_PROVIDER: z.enum(['local', 'fake']).default('local'),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    OPENAI_TTS_MODEL: z.string().min(1).default('gpt-4o-mini-tts'),
    AI_DAILY_GENERATION_LIMIT: z.coerce.number().int().min(0).max(100_000).default(80),
    AI_DAILY_TTS_LIMIT: z.coerce.number().int().min(0).max(100_000).default(30),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Detox Digital 21 Dias <nao-responda@detox21.com.br>'),
    KIRVANO_WEBHOOK_TOKEN: z.string().min(16, 'deve ter ao menos 16 caracteres').optional(),
    KIRVANO_PRODUCT_IDS: list.default(['detox21']),
    CHECKOUT_URL: z.string().optional(),
    UPSELL_CHECKOUT_URL: z.string().optional(),
    // Checked by http/sales-page-settings.ts: a bad value is left out with a warning, never fatal.
    UPSELL_SCRIPT_URL: z.string().optional(),
    UPSELL_OFFER_ID: z.string().optional(),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    ADMIN_EMAILS: emailList,
    SUPPORT_EMAILS: emailList,
    VAPID_PUBLIC_KEY: z.string().min(1).optional(),
    VAPID_PRIVATE_KEY: z.string().min(1).optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'deve começar com mailto: ou https://')
      .default('mailto:suporte@detox21.com.br'),
    // Push endpoints on plain http (a local fake push service in tests and development); never in production.
    PUSH_ALLOW_HTTP: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    PUSH_REMINDERS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    META_PIXEL_ID: z.string().optional(),
    GA_MEASUREMENT_ID: z.string().optional(),
    METRICS_TOKEN: z.string().min(16, 'deve ter ao menos 16 caracteres').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(256 * 1024),
    // Make the 21 daily meditations in the local voice in the background after start, so the first play of a
    // day does not wait for it (seconds each on 2 cores); each is made once and kept under DATA_DIR/audio.
    AUDIO_WARMUP: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    // A folder of daily meditations made ahead (the image's, made when it is built: server/premake-audio.mjs):
    // at start, each day not yet in DATA_DIR/audio is copied from it, so the warm-up has nothing left to make.
    PREMADE_AUDIO_DIR: z.string().min(1).optional(),
    /** Child processes for heavy work (speech, encoding, mixing: decision 0024); default the cores less one. */
    WORK_THREADS: z.coerce
      .number()
      .int()
      .min(1)
      .max(64)
      .default(Math.max(1, availableParallelism() - 1)),
    /**
     * How long speech being streamed is still made after its last listener's connection was cut, so the same
     * request resuming (the player does at once, decision 0029) joins that run instead of starting a second one.
     */
    AUDIO_RESUME_WAIT_SECONDS: z.coerce.number().min(0).max(600).default(30),
    /** Jobs that may wait for a process; one more is answered 503 with Retry-After. */
    WORK_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1000).default(8),
    /** The work processes' nice value (Linux, every thread): 19, the lowest priority, lets requests go first. */
    WORK_NICE: z.coerce.number().int().min(0).max(19).default(19),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
  })
  .superRefine((env, ctx) => {
    if (env.EVENT_STORE === 'postgres' && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'é obrigatória quando EVENT_STORE=postgres',
      });
    }
    if (env.EVENT_STORE === 'eventstoredb' && !env.EVENTSTORE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['EVENTSTORE_URL'],
        message: 'é obrigatória quando EVENT_STORE=eventstoredb',
      });
    }
    if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'],
        message: 'é obrigatória junto com a outra chave VAPID (defina as duas ou nenhuma)',
      });
    }
    if (env.PUSH_ALLOW_HTTP && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['PUSH_ALLOW_HTTP'],
        message: 'não pode ser true em produção',
      });
    }
    if (env.AI_PROVIDER === 'openai' && !env.OPENAI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message: 'é obrigatória quando AI_PROVIDER=openai',
      });
    }
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: resolve(env.DATA_DIR),
    CLIENT_DIST: env.CLIENT_DIST === undefined ? undefined : resolve(env.CLIENT_DIST),
  }));

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError with one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const variable = issue && issue.path.length > 0 ? issue.path.join('.') : 'ambiente';
  throw new ConfigError(`Configuração inválida: ${variable} ${issue?.message ?? 'inválida'}`);
}
