/**
 * The pt-BR texts the audio API answers with at run time. The request schemas' own messages (a text too long, an
 * unknown voice) are in contracts/audio.ts, beside the schemas the client also imports.
 */
export const audioRuntimeMessages = {
  dayInvalid: (day: string | number) => `Dia inválido: ${day}. Deve estar entre 1 e 21.`,
  sessionNotFound: 'Sessão de áudio não encontrada.',
  foreignSessions: 'Você só pode ver as suas próprias sessões de áudio.',
  sessionFailed: 'Erro ao gerar sessão personalizada. Tente de novo em instantes.',
} as const;
