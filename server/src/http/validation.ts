import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors.ts';

const fieldNames: Record<string, string> = {};

// A schema's own pt-BR message (e.g. passwordField's 'A senha precisa de ...') wins over the generic ones.
const ownMessage = (message: string) => /[áéíóúâêôãõçà]|inválid/i.test(message);

function describeIssue(issue: z.core.$ZodIssue): string {
  if (ownMessage(issue.message)) return issue.message;
  const field = issue.path.map(String).join('.');
  const where = field ? ` (${fieldNames[field] ?? field})` : '';
  switch (issue.code) {
    case 'unrecognized_keys':
      return `Campo não permitido: ${issue.keys.join(', ')}.`;
    case 'invalid_type':
      return issue.message.includes('received undefined')
        ? `Campo obrigatório ausente${where}.`
        : `Tipo de valor inválido${where}.`;
    case 'too_big':
      return `Valor grande demais${where}.`;
    case 'too_small':
      return `Valor pequeno demais${where}.`;
    default:
      return `Valor inválido${where}.`;
  }
}

/** @hono/zod-validator with the API's error shape and pt-BR messages. Use strict schemas: unknown fields are refused. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ApiError(400, issue ? describeIssue(issue) : 'Requisição inválida.');
    }
  });
}
