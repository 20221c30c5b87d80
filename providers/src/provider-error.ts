/**
 * Why a provider call failed. The message is the spec's pt-BR text for the feature (§8 'AI wrappers' and
 * 'Audio'), ready for `{ error }`; the kind lets the server pick a status and decide whether to retry later.
 */
export type ProviderErrorKind =
  /** The input broke a schema rule the API should already have enforced. */
  | 'invalid_input'
  /** The model answered something that does not match the schema (or was cut off). */
  | 'invalid_output'
  /** The model declined to answer. */
  | 'refusal'
  /** The upstream API kept answering 429 after our retries. */
  | 'rate_limited'
  /** No answer within the time limit, retries included. */
  | 'timeout'
  /** Network failure, upstream 5xx, bad credentials. */
  | 'unavailable';

export class ProviderError extends Error {
  override readonly name = 'ProviderError';

  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const isProviderError = (error: unknown): error is ProviderError => error instanceof ProviderError;
