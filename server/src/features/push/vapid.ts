import type { Sql } from 'postgres';
import type { Config } from '../../config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Creates push_vapid_keys: the generated key pair, one row, shared by every instance on the database. */
export async function migrateVapidTable(sql: Sql): Promise<void> {
  await sql`
    create table if not exists push_vapid_keys (
      id smallint primary key check (id = 1),
      public_key text not null,
      private_key text not null,
      created_at timestamptz not null default now()
    )`;
}

/**
 * The VAPID keys: from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; else the pair kept in the database, generated
 * by whichever instance got there first (insert … on conflict do nothing, then read back): every instance, and
 * every restart, signs with the same key, so browsers' subscriptions stay valid.
 */
async function resolveVapidKeys(sql: Sql, config: Config): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT;
  const { default: webpush } = await import('web-push');
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    const keys = { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
    // Throws on a key of the wrong length or encoding: better at start than at the first reminder.
    webpush.generateRequestDetails(
      { endpoint: 'https://push.invalid/check', keys: { p256dh: CHECK_P256DH, auth: CHECK_AUTH } },
      null,
      { vapidDetails: keys },
    );
    return keys;
  }
  const generated = webpush.generateVAPIDKeys();
  await sql`
    insert into push_vapid_keys (id, public_key, private_key)
    values (1, ${generated.publicKey}, ${generated.privateKey})
    on conflict (id) do nothing`;
  const [row] = await sql<{ public_key: string; private_key: string }[]>`
    select public_key, private_key from push_vapid_keys where id = 1`;
  if (!row) throw new Error('push_vapid_keys vazia depois do insert');
  return { publicKey: row.public_key, privateKey: row.private_key, subject };
}

// A valid P-256 point and auth secret, used only to let web-push validate configured keys.
const CHECK_P256DH =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const CHECK_AUTH = 'tBHItJI5svbpez7KI4CCXg';

/**
 * Reads the keys once per process, on first use: web-push (and its big-number and ASN.1 code) loads then, not at
 * start (the idle server's heap, decision 0028 session 40).
 */
export function vapidKeysOnce(sql: Sql, config: Config): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  return () => {
    keys ??= resolveVapidKeys(sql, config).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
}
