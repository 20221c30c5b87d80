import type { ProgressAnalysisDraft, ProgressAnalysisInput } from '../schemas/progress-analysis.ts';
import { dayFacts, listPt, plural, topicsIn, withName } from './facts.ts';
import { topicPhrase } from './topic-phrases.ts';
import { quoted } from './wording.ts';

/** Reads the journey so far: what is steady, what keeps slipping, and what to focus on next. */
export function fakeProgressAnalysis(input: ProgressAnalysisInput): ProgressAnalysisDraft {
  const facts = dayFacts(input.profile, input.day, input.progress, input.previousDays);
  const earlier = input.previousDays.filter((day) => day.dayNumber < input.day.dayNumber);
  const completedDays = earlier.filter((day) => day.completed).length;
  const audioDays = earlier.filter((day) => day.audioPlayed).length;
  const recurring = topicsIn(earlier.map((day) => day.reflectionText).join(' ')).filter(
    (topic) => topic !== 'conquista' && topic !== 'dificuldade',
  );

  const strengths: string[] = [];
  if (completedDays > 0)
    strengths.push(`${plural(completedDays, 'dia concluído', 'dias concluídos')} antes de hoje.`);
  if (facts.streak >= 2) strengths.push(`Uma sequência de ${facts.streak} dias seguidos.`);
  if (audioDays >= Math.max(1, earlier.length / 2))
    strengths.push('Você tem ouvido as meditações com regularidade.');
  if (facts.done.length > 0)
    strengths.push(
      facts.done.length === facts.total
        ? `Hoje você já fez as ${facts.total} tarefas.`
        : `Hoje você já fez ${facts.done.length} de ${facts.total} tarefas.`,
    );
  if (strengths.length === 0)
    strengths.push(`Você está no dia ${facts.dayNumber} e continua aqui: isso já é um ponto forte.`);

  const challenges: string[] = [];
  const unfinished = earlier.filter((day) => !day.completed).map((day) => day.dayNumber);
  if (unfinished.length > 0)
    challenges.push(`Dias que ficaram pela metade: ${listPt(unfinished.slice(-3).map(String))}.`);
  if (!facts.wroteReflection) challenges.push('A reflexão de hoje ainda não foi escrita.');
  if (earlier.length > 0 && audioDays < earlier.length / 2)
    challenges.push('As meditações têm ficado para depois.');

  const recommendations = [
    facts.pending[0]
      ? `Termine hoje ${quoted(facts.pending[0].title)}.`
      : 'Conclua o dia e responda o questionário.',
    recurring[0]
      ? `O tema que mais volta nas suas reflexões é ${topicPhrase(recurring[0])}: escolha um ajuste para ele nesta semana.`
      : 'Escolha um horário fixo do dia para o programa; a rotina faz metade do trabalho.',
  ];

  return {
    summary: withName(
      facts,
      earlier.length === 0
        ? facts.dayNumber === 1
          ? `este é o começo da jornada: no dia 1 você está em ${facts.completionPercent}% do dia.`
          : `no dia ${facts.dayNumber} você está em ${facts.completionPercent}% do dia; os dias anteriores ainda não entraram nesta leitura.`
        : `até aqui foram ${plural(completedDays, 'dia concluído', 'dias concluídos')} de ${earlier.length} anteriores, e hoje, no dia ${facts.dayNumber}, você está em ${facts.completionPercent}% do dia.`,
    ),
    strengths: strengths.slice(0, 4),
    challenges: challenges.slice(0, 4),
    recommendations,
    nextFocus: facts.pending[0]
      ? `Fechar o dia ${facts.dayNumber}, começando por ${quoted(facts.pending[0].title)}.`
      : `Preparar o dia ${Math.min(21, facts.dayNumber + 1)} com uma noite de sono longe da tela.`,
  };
}
