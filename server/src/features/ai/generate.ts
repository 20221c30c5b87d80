import { randomUUID } from 'node:crypto';
import { type EventData, parseEventData, type StoredEvent, streamId } from '@detox/projections';
import type { AiContentState } from '@detox/projections/read-models/ai-content';
import {
  type AiMeta,
  type AiProvider,
  createProviders,
  isProviderError,
  type ProviderErrorKind,
} from '@detox/providers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createCareOnlyProvider, isNotACrisis } from '@detox/providers/ai/care-only';
import type { AppDeps } from '../../app-deps.ts';
import type { AiContentType, AiSource } from '../../contracts/ai.ts';
import { appendKeyedFacts, storedKeyedFact } from '../../commands/command-handler.ts';
import { ApiError } from '../../http/errors.ts';
import type { ClientKey } from '../../http/idempotency.ts';
import { providerDuration, providerRequests } from '../../metrics.ts';
import { withQuota } from './quota.ts';

/**
 * The one path of every AI answer: one unit of the daily quota, the provider call timed and counted in the
 * metrics, a ProviderError turned into its pt-BR answer, and the piece recorded as AiContentGenerated in the
 * user's ai-{userId} stream (which feeds the content cache) before it is answered. A failure stores nothing and
 * gives the quota unit back.
 */

export type AiDeps = Pick<AppDeps, 'runtime' | 'config' | 'logger'> & { ai: AiProvider };

/** The provider the app was given (main.ts), else the one the configuration names (tests, dev). */
export function aiProviderOf(deps: Pick<AppDeps, 'config' | 'ai'>): AiProvider {
  if (deps.ai) return deps.ai;
  const { config } = deps;
  return createProviders({
    ai: config.AI_PROVIDER,
    openai: {
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL,
      ttsModel: config.OPENAI_TTS_MODEL,
    },
  }).ai;
}

const failures: Record<ProviderErrorKind, { status: ContentfulStatusCode; hint: string }> = {
  invalid_input: { status: 400, hint: 'Confira os dados enviados e tente de novo.' },
  invalid_output: { status: 502, hint: 'A resposta do mentor veio incompleta. Tente de novo.' },
  refusal: {
    status: 502,
    hint: 'O mentor não conseguiu responder a este pedido. Tente com outras palavras.',
  },
  rate_limited: {
    status: 503,
    hint: 'O serviço de IA está recebendo muitos pedidos agora. Tente de novo em alguns minutos.',
  },
  timeout: { status: 504, hint: 'O mentor demorou demais para responder. Tente de novo em instantes.' },
  unavailable: {
    status: 503,
    hint: 'O serviço de IA está indisponível no momento. Tente de novo em alguns minutos.',
  },
};

/** A provider failure as the API answers it: the spec's message for the feature, what to do, never a 500. */
function providerFailure(error: unknown, fallbackMessage: string): ApiError {
  if (error instanceof ApiError) return error;
  const kind: ProviderErrorKind = isProviderError(error) ? error.kind : 'unavailable';
  const message = isProviderError(error) ? error.message : fallbackMessage;
  const { status, hint } = failures[kind];
  return new ApiError(status, `${message}. ${hint}`, `provider_${kind}`);
}

/** Times a provider call; counts it by outcome: 'ok' or the ProviderError kind ('timeout', 'rate_limited'…). */
export async function measured<T>(provider: string, operation: string, call: () => Promise<T>): Promise<T> {
  const stop = providerDuration.startTimer({ provider, operation });
  try {
    const result = await call();
    providerRequests.inc({ provider, operation, outcome: 'ok' });
    return result;
  } catch (error) {
    providerRequests.inc({ provider, operation, outcome: isProviderError(error) ? error.kind : 'error' });
    throw error;
  } finally {
    stop();
  }
}

export interface Generated<T> {
  data: T;
  source: AiSource;
  recordedAt: string;
}

const sourceOf = (meta: AiMeta): AiSource => ({
  provider: meta.provider,
  model: meta.model,
  promptVersion: meta.promptVersion,
  safety: meta.safety,
});

export function aiStreamId(userId: string): string {
  return streamId('ai', userId);
}

/** Appends facts of the user's ai stream (no rule decides them: they happened) and waits for the read models. */
export async function appendAiEvents(
  deps: Pick<AiDeps, 'runtime'>,
  userId: string,
  events: {
    type:
      | 'AiContentGenerated'
      | 'AiContentSaved'
      | 'AiContentCacheCleared'
      | 'AiCardProgressSet'
      | 'CareOffered'
      | 'CareCheckInOffered'
      | 'CareCheckInAnswered';
    data: unknown;
  }[],
  /** The client's Idempotency-Key and the request it came with: a resend then writes nothing (issue 18). */
  keyed?: { key: ClientKey; request: unknown },
): Promise<string> {
  const occurredAt = new Date().toISOString();
  const newEvents = events.map((event) => ({
    eventId: randomUUID(),
    type: event.type,
    data: parseEventData(event.type, event.data),
    metadata: { userId, occurredAt, schemaVersion: 1, correlationId: null, causationId: null },
  }));
  const append = keyed
    ? await appendKeyedFacts(deps.runtime, aiStreamId(userId), newEvents, keyed.key, keyed.request)
    : await deps.runtime.store.appendToStream(aiStreamId(userId), newEvents);
  if (append) await deps.runtime.afterAppend(append.lastCheckpoint);
  return occurredAt;
}

export async function recordGenerated(
  deps: Pick<AiDeps, 'runtime'>,
  userId: string,
  piece: {
    day: number;
    contentType: EventData<'AiContentGenerated'>['contentType'];
    source: AiSource;
    content: object;
    message?: string;
    /** The crisis policy answered with care: recorded as CareOffered, and the person's words are not kept. */
    care?: AiMeta['care'];
  },
  keyed?: { key: ClientKey; request: unknown },
): Promise<string> {
  const { care } = piece;
  const { safety } = piece.source;
  // A check-in is never recorded as a piece (generate answers it before); a generated piece is normal or care.
  if (safety === 'check-in') throw new Error('uma pergunta de cuidado não é um conteúdo gerado');
  const data: EventData<'AiContentGenerated'> = {
    day: piece.day,
    contentType: piece.contentType,
    ...piece.source,
    safety,
    content: piece.content as Record<string, unknown>,
    ...(piece.message === undefined || care ? {} : { request: { message: piece.message } }),
  };
  const offered: EventData<'CareOffered'> | undefined = care && {
    day: piece.day,
    surface: piece.contentType,
    signal: care.signal,
    via: care.via,
  };
  return appendAiEvents(
    deps,
    userId,
    [
      { type: 'AiContentGenerated', data },
      ...(offered ? [{ type: 'CareOffered' as const, data: offered }] : []),
    ],
    keyed,
  );
}

/** A piece stored before under the same client key, as it was answered then (its time is the append's). */
function generatedBefore<T>(stored: Pick<StoredEvent, 'data' | 'metadata' | 'recordedAt'>): Generated<T> {
  // A generation key's first fact is its AiContentGenerated: parsed, as the row read back carries no type.
  const { content, provider, model, promptVersion, safety } = parseEventData(
    'AiContentGenerated',
    stored.data,
  );
  const answeredAt = stored.metadata.occurredAt;
  return {
    data: content as T,
    source: { provider, model, promptVersion, safety },
    recordedAt: typeof answeredAt === 'string' ? answeredAt : stored.recordedAt,
  };
}

/**
 * Generates one piece: quota, provider call (measured), event. `operation` names the provider method in the
 * metrics; `failureMessage` is the spec's message should something other than a ProviderError go wrong.
 */
export async function generate<T extends object>(
  deps: AiDeps,
  userId: string,
  piece: {
    day: number;
    contentType: EventData<'AiContentGenerated'>['contentType'];
    operation: string;
    failureMessage: string;
    call: (ai: AiProvider) => Promise<{ data: T; meta: AiMeta }>;
    /** The user's own words to keep with the event (chat). */
    message?: string;
    /**
     * The client's Idempotency-Key, when it sent one, and its request: a resend is answered with the piece stored
     * the first time (no provider call, no quota); another request under the same key is refused (422).
     */
    keyed?: { key: ClientKey; request: unknown };
  },
): Promise<Generated<T>> {
  const { keyed } = piece;
  if (keyed) {
    const stored = await storedKeyedFact(deps.runtime, aiStreamId(userId), keyed.key, keyed.request);
    if (stored) return generatedBefore<T>(stored);
  }
  const answer = async (result: { data: T; meta: AiMeta }): Promise<Generated<T>> => {
    const source = sourceOf(result.meta);
    if (result.meta.safety === 'check-in' && result.meta.care) {
      // Asked, not answered: nothing is generated or cached; the question is recorded (no words), outside the
      // client's key, so the same request sent again after "Não, estou bem" is answered then.
      const recordedAt = await appendAiEvents(deps, userId, [
        {
          type: 'CareCheckInOffered',
          data: {
            day: piece.day,
            surface: piece.contentType,
            signal: result.meta.care.signal,
            via: result.meta.care.via,
          },
        },
      ]);
      return { data: result.data, source, recordedAt };
    }
    const recordedAt = await recordGenerated(
      deps,
      userId,
      {
        day: piece.day,
        contentType: piece.contentType,
        source,
        content: result.data,
        ...(piece.message === undefined ? {} : { message: piece.message }),
        ...(result.meta.care ? { care: result.meta.care } : {}),
      },
      keyed,
    );
    return { data: result.data, source, recordedAt };
  };
  try {
    return await withQuota(deps, userId, 'generation', async () => {
      let result: { data: T; meta: AiMeta };
      try {
        result = await measured(deps.ai.name, piece.operation, () => piece.call(deps.ai));
      } catch (error) {
        const failure = providerFailure(error, piece.failureMessage);
        deps.logger.warn(
          { err: error, operation: piece.operation, status: failure.status, userId },
          'provedor de IA falhou',
        );
        throw failure;
      }
      return answer(result);
    });
  } catch (error) {
    // A spent quota never stands between a person in crisis and the care answer (issue 19): it costs nothing.
    if (!(error instanceof ApiError) || error.reason !== 'quota_exceeded') throw error;
    const care = await piece.call(createCareOnlyProvider(deps.ai.name)).catch((refused: unknown) => {
      if (isNotACrisis(refused)) return undefined;
      throw refused;
    });
    if (!care) throw error;
    return answer(care);
  }
}

export interface CachedPiece {
  content: Record<string, unknown>;
  source: AiSource;
  createdAt: string;
}

/** The cached copy of a piece (rm_ai_content), or undefined when there is none or it was cleared. */
export async function readCached(
  deps: Pick<AiDeps, 'runtime'>,
  userId: string,
  day: number,
  contentType: AiContentType | 'card-progress',
): Promise<CachedPiece | undefined> {
  const [row] = await deps.runtime.sql<
    {
      content: AiContentState['content'];
      source: AiContentState['source'];
      created_at: Date | null;
      updated_at: Date | null;
    }[]
  >`
    select content, source, created_at, updated_at from rm_ai_content
     where user_id = ${userId} and day_number = ${day} and content_type = ${contentType}`;
  if (!row?.content) return undefined;
  const at = row.created_at ?? row.updated_at;
  return {
    content: row.content,
    source: row.source ?? { provider: 'local', model: 'app', promptVersion: 'app', safety: 'normal' },
    createdAt: at?.toISOString() ?? new Date(0).toISOString(),
  };
}
