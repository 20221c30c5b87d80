import { meditationForDay, programmeDay } from '@detox/fixtures';
import { type JourneyState, reflectionCounts } from '@detox/projections';
import { estimateSpeechSeconds } from '@detox/providers/tts/speech-duration';

/** Bump when the way a session's text is put together changes. */
export const SESSION_PROMPT_VERSION = 'session-v1';

export interface SessionScript {
  title: string;
  description: string;
  text: string;
}

/**
 * The text of a personalised session (spec §3 'Audio session'): a greeting by name, where the subscriber stands
 * today (from their journey), their own intention if they wrote one, then the day's guided meditation from the
 * fixtures, cut at a paragraph so the whole reads within maxDuration, and a closing.
 */
export function sessionScript(input: {
  day: number;
  name: string;
  journey: JourneyState;
  customText?: string | undefined;
  maxDurationSeconds: number;
  backgroundTitle: string;
}): SessionScript {
  const programme = programmeDay(input.day);
  const meditation = meditationForDay(input.day);
  if (!programme || !meditation) throw new RangeError(`dia sem conteúdo: ${input.day}`);
  const firstName = input.name.trim().split(/\s+/)[0] ?? '';
  const progress = input.journey.days.find((day) => day.day === input.day);
  const done = programme.tasks.filter((task) => progress?.tasks[task.id] === true).length;

  const opening = [
    `${firstName ? `Olá, ${firstName}.` : 'Olá.'} Este é o seu momento do Dia ${input.day}: ${programme.title}. [pausa]`,
    `O tema de hoje é ${programme.theme.charAt(0).toLowerCase()}${programme.theme.slice(1).replace(/\.$/, '')}.`,
    done === 0
      ? 'Você ainda não marcou tarefas hoje, e tudo bem: esta pausa já é um começo.'
      : done === programme.tasks.length
        ? `Você já concluiu as ${done} tarefas de hoje. Reconheça esse cuidado com você.`
        : `Você já concluiu ${done} de ${programme.tasks.length} tarefas de hoje. Cada passo conta.`,
    ...(progress && reflectionCounts(progress.reflection)
      ? ['Você também já escreveu sua reflexão de hoje; traga com você o que percebeu.']
      : []),
    ...(input.customText ? [`Sua intenção para esta prática: ${input.customText} [pausa]`] : []),
  ].join(' ');
  const closing = `Quando estiver pronto, volte devagar, mexendo os dedos das mãos e dos pés. ${
    firstName ? `Até amanhã, ${firstName}.` : 'Até amanhã.'
  }`;

  const budget = input.maxDurationSeconds - estimateSpeechSeconds(`${opening} ${closing}`);
  const paragraphs = meditation.script.split(/\n+/).filter((paragraph) => paragraph.trim());
  const kept: string[] = [];
  for (const paragraph of paragraphs) {
    if (kept.length > 0 && estimateSpeechSeconds([...kept, paragraph].join(' ')) > budget) break;
    kept.push(paragraph);
  }
  return {
    title: `Sessão personalizada - Dia ${input.day}`,
    description: `${meditation.title}: meditação guiada sobre o tema do dia, com ${input.backgroundTitle.toLowerCase()} ao fundo.`,
    text: [opening, ...kept, closing].join('\n'),
  };
}
