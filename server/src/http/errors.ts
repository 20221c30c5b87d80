import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, type Refusal } from '../commands/domain-error.ts';
import { StreamClosedError } from '../event-store/types.ts';
import type { Logger } from '../log.ts';
import { busyHint, WorkQueueFullError } from '../work/work-errors.ts';

/** The one error shape of the API: { error: "<mensagem em pt-BR>" }, plus an optional machine-readable reason. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly reason?: string,
    /** Sent with the answer (Retry-After on a 503). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** 503 while the work queue is full (decision 0024), with when to come back; `prefix` says what could not be made. */
export function busyError(error: WorkQueueFullError, prefix?: string): ApiError {
  const hint = busyHint(error);
  return new ApiError(503, prefix ? `${prefix}. ${hint}` : hint, 'busy', {
    'Retry-After': String(error.retryAfterSeconds),
  });
}

export const messages = {
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  wrongContentType: 'Envie o corpo da requisição como JSON (Content-Type: application/json).',
  bodyTooLarge: 'O corpo da requisição é grande demais.',
  notFound: 'Endpoint da API não encontrado.',
  internal: 'Erro interno do servidor. Tente novamente em alguns minutos.',
  badRequest: 'Requisição inválida.',
  accountErased: 'Esta conta foi excluída.',
} as const;

/** The one place a domain refusal becomes an HTTP status. */
const statusOfRefusal: Record<Refusal, ContentfulStatusCode> = {
  invalid: 400,
  not_found: 404,
  gone: 410,
  conflict: 409,
  unmet: 422,
};

/** The API's answer to a refused command: its status, pt-BR message and stable reason. */
function fromDomainError(error: DomainError): ApiError {
  return new ApiError(statusOfRefusal[error.refusal], error.message, error.reason);
}

function fromHttpException(error: HTTPException): ApiError {
  if (error.status === 400 && /Content-Type/i.test(error.message))
    return new ApiError(400, messages.wrongContentType);
  if (error.status === 400 && /JSON/i.test(error.message)) return new ApiError(400, messages.invalidJson);
  if (error.status === 413) return new ApiError(400, messages.bodyTooLarge);
  return new ApiError(error.status, error.status >= 500 ? messages.internal : messages.badRequest);
}

export function errorHandler(logger: Logger) {
  return (error: Error, c: Context) => {
    const apiError =
      error instanceof ApiError
        ? error
        : error instanceof DomainError
          ? fromDomainError(error)
          : error instanceof HTTPException
            ? fromHttpException(error)
            : // A write that arrived while (or after) its account was erased: the erasure closed the stream.
              error instanceof StreamClosedError
              ? new ApiError(410, messages.accountErased, 'account_deleted')
              : error instanceof WorkQueueFullError
                ? busyError(error)
                : undefined;
    if (!apiError) {
      logger.error({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'erro não tratado');
      return c.json({ error: messages.internal }, 500);
    }
    const body = apiError.reason
      ? { error: apiError.message, reason: apiError.reason }
      : { error: apiError.message };
    return c.json(body, apiError.status, apiError.headers);
  };
}
