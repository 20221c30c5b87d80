// pt-BR text of a weekly task tick as the outbox names it in a refusal (issue 8; the spec has none for it).
export const weeklyChallengeEntityStrings = {
  outboxTask: 'a tarefa do desafio semanal',
};
