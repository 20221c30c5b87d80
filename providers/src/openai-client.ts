import type OpenAI from 'openai';
import type * as OpenAiSdk from 'openai';
import { ProviderError } from './provider-error.ts';

/** Spec §9 API config: 30 s per attempt, 3 retries; the SDK backs off exponentially (0.5 s, 1 s, 2 s, with jitter). */
const OPENAI_TIMEOUT_MS = 30_000;
const OPENAI_MAX_RETRIES = 3;

export interface OpenAiOptions {
  apiKey: string;
  /** Another OpenAI-compatible endpoint (and the tests' local server). */
  baseURL?: string | undefined;
  model: string;
  ttsModel: string;
  timeoutMs?: number | undefined;
  maxRetries?: number | undefined;
}

/**
 * The SDK's client, made at its first use: the SDK costs about 13 MB of memory in each thread that loads it, and a
 * server on the fake AI and the local voice never needs it (decision 0028).
 */
export type OpenAiClient = () => Promise<OpenAI>;

/** The SDK once a client loaded it: an error can only be one of its classes after that. */
let sdk: typeof OpenAiSdk | undefined;

export function createOpenAiClient(options: OpenAiOptions): OpenAiClient {
  let client: Promise<OpenAI> | undefined;
  return () =>
    (client ??= import('openai').then((loaded) => {
      sdk = loaded;
      return new loaded.default({
        apiKey: options.apiKey,
        baseURL: options.baseURL,
        timeout: options.timeoutMs ?? OPENAI_TIMEOUT_MS,
        maxRetries: options.maxRetries ?? OPENAI_MAX_RETRIES,
        // Retries are expected and reported through ProviderError; the SDK need not warn on the console.
        logLevel: 'error',
      });
    }));
}

/** Any failure of an SDK call, as a ProviderError carrying the feature's pt-BR message. */
export function providerErrorFrom(error: unknown, message: string): ProviderError {
  if (error instanceof ProviderError) return error;
  // Network failures, 5xx after retries, bad credentials or a bad request: the feature is unavailable now.
  const kind =
    sdk && error instanceof sdk.APIConnectionTimeoutError
      ? 'timeout'
      : sdk && error instanceof sdk.RateLimitError
        ? 'rate_limited'
        : 'unavailable';
  return new ProviderError(kind, message, { cause: error });
}
