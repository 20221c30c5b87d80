// pt-BR text of a saved guidance edit as the outbox names it in a refusal (issue 8; the spec has none for it).
export const guidanceStrings = {
  outboxEdit: 'a orientação salva',
};
