import { firstNameOf } from '../method.ts';
import type { Insights, InsightsInput } from '../schemas/insights.ts';
import { normalizeForSafety } from '../safety/normalize.ts';
import { type ReflectionTopic, reflectionCounts, inSentence, topicsIn, withName } from './facts.ts';
import { varietyFor } from './variety.ts';
import { asWeek1Review, mapTexts, withoutDay22, quoted } from './wording.ts';

type Signal = Insights['distractionSignals'][number];

const signalByTopic: Partial<Record<ReflectionTopic, Signal>> = {
  redes: {
    signal: 'As redes sociais aparecem no que você escreveu hoje',
    riskLevel: 'médio',
    suggestion: 'Tire o aplicativo da tela inicial e dê a ele um horário fixo do dia.',
  },
  notificações: {
    signal: 'Notificações interrompendo o seu dia',
    riskLevel: 'médio',
    suggestion: 'Deixe ligadas só as notificações de pessoas; as de aplicativos podem esperar.',
  },
  sono: {
    signal: 'Celular ligado ao sono e à noite',
    riskLevel: 'alto',
    suggestion: 'Deixe o celular carregando fora do quarto a partir de hoje.',
  },
  tédio: {
    signal: 'O tédio puxando a mão para o celular',
    riskLevel: 'médio',
    suggestion: 'Espere dois minutos antes de pegar o aparelho quando o tédio chegar.',
  },
  ansiedade: {
    signal: 'Ansiedade quando o celular está longe',
    riskLevel: 'médio',
    suggestion: 'Respire contando quatro para dentro e seis para fora, cinco vezes, antes de decidir.',
  },
};

const suggestionForChallenge = (challenge: string): string => {
  const normalized = normalizeForSafety(challenge);
  if (normalized.includes('notifica'))
    return 'Silencie por uma semana o grupo ou aplicativo que mais chama você.';
  if (/rede|instagram|tiktok|feed/.test(normalized))
    return 'Mova as redes sociais para a última tela e saia da conta no navegador.';
  if (normalized.includes('tedio'))
    return 'Tenha um plano para os momentos vazios: um livro no bolso, uma caminhada curta.';
  if (/noite|dormir|cama|sono/.test(normalized))
    return 'Defina um horário para o celular ir dormir, fora do quarto.';
  if (/trabalh|estud/.test(normalized))
    return 'Trabalhe em blocos de 25 minutos com o celular fora de vista.';
  return 'Escolha um único momento do dia para enfrentar isso e decida antes o que fará no lugar do celular.';
};

/** "você já fez 2 das 5 tarefas de hoje"; all of them or none said as such. */
const tasksDone = (done: number, total: number, whose: string) =>
  done >= total
    ? `você já fez as ${total} tarefas ${whose}`
    : done === 0
      ? `você ainda não marcou nenhuma das ${total} tarefas ${whose}`
      : `você já fez ${done} das ${total} tarefas ${whose}`;

const severityReads: Record<Insights['severity'], readonly [string, ...string[]]> = {
  alto: [
    'Os sinais de hoje mostram o celular ocupando espaços importantes, como o sono ou o tempo que você queria para si.',
    'Hoje o celular tomou lugares que são seus: o descanso, a atenção, o tempo livre.',
    'Há sinais fortes de distração hoje, e eles pedem um ajuste já.',
    'O celular pesou no dia de hoje; vale agir sobre o sinal mais forte primeiro.',
    'Os sinais de hoje são de alerta, mas também mostram exatamente onde mexer.',
  ],
  moderado: [
    'Há alguns pontos de distração se repetindo, nada que um ajuste pequeno e constante não resolva.',
    'Alguns sinais de distração aparecem mais de uma vez; um ajuste simples já ajuda.',
    'A distração está presente, mas em pontos que dá para cuidar um de cada vez.',
    'Nada grave, mas há padrões que valem atenção nos próximos dias.',
    'Os sinais são moderados: um bom momento para acertar os detalhes.',
  ],
  baixo: [
    'Os sinais de distração estão baixos: o que você está fazendo está funcionando.',
    'Pouca distração hoje, e isso é mérito seu.',
    'Os sinais estão tranquilos: dá para manter o ritmo sem esforço extra.',
    'Hoje o celular ocupou pouco espaço; vale notar o que ajudou.',
    'Distração baixa hoje: um bom dia para guardar na memória.',
  ],
};

/** 'Insights Agora': the distraction signals of today and the last days, and what to do about them. */
export function fakeInsights(input: InsightsInput): Insights {
  const variety = varietyFor(input);
  const signals: Signal[] = [];
  const screenFeeling = input.questionnaireToday.find((answer) => answer.questionId === 'screen_time_feeling')
    ?.answers[0];
  if (screenFeeling && screenFeeling.value <= 2)
    signals.push({
      signal: `Você avaliou o seu tempo de tela hoje como ${quoted(inSentence(screenFeeling.text))}`,
      riskLevel: screenFeeling.value === 1 ? 'alto' : 'médio',
      suggestion: 'Escolha agora uma hora de hoje para ficar com o celular em outro cômodo.',
    });
  const challenge = input.questionnaireToday.find((answer) => answer.questionId === 'biggest_challenge')
    ?.answers[0];
  if (challenge)
    signals.push({
      signal: `O mais difícil hoje: ${inSentence(challenge.text)}`,
      riskLevel: 'médio',
      suggestion: suggestionForChallenge(challenge.text),
    });
  for (const topic of topicsIn(input.reflectionText)) {
    const signal = signalByTopic[topic];
    if (signal) signals.push(signal);
  }
  const unfinished = input.previousDays.filter((day) => !day.completed);
  if (unfinished.length >= 2)
    signals.push({
      signal: `${unfinished.length} dos últimos ${input.previousDays.length} dias ficaram incompletos`,
      riskLevel: 'médio',
      suggestion: 'Diminua o tamanho do passo: uma tarefa por vez, no mesmo horário todos os dias.',
    });
  if (signals.length === 0)
    signals.push({
      signal: 'Poucos sinais de distração hoje',
      riskLevel: 'baixo',
      suggestion: 'Repita amanhã o que funcionou hoje, no mesmo horário.',
    });

  const top = signals
    .slice(0, 4)
    .map((signal) => ({ ...signal, suggestion: asWeek1Review(signal.suggestion, input.dayNumber) }));
  const severity = top.some((signal) => signal.riskLevel === 'alto')
    ? 'alto'
    : top.filter((signal) => signal.riskLevel === 'médio').length >= 2
      ? 'moderado'
      : 'baixo';
  const { completedTasks, totalTasks, progressPercentage } = input.progressSummary;
  const facts = { firstName: firstNameOf(input.profile) };
  const wroteToday = reflectionCounts(input.reflectionText);
  const narrative = [
    withName(
      facts,
      // A day has at most 10 tasks (schema); a larger total can only be the whole programme's.
      totalTasks <= 10
        ? `no dia ${input.dayNumber}, ${quoted(input.day.title)}, ${tasksDone(completedTasks, totalTasks, 'de hoje')} (${Math.round(progressPercentage)}% do dia).`
        : `no dia ${input.dayNumber}, ${quoted(input.day.title)}, ${tasksDone(completedTasks, totalTasks, 'do programa')} (${Math.round(progressPercentage)}% do caminho).`,
    ),
    `Você disse que está se sentindo ${quoted(input.mood)}.`,
    variety.pick(`severity-${severity}`, severityReads[severity]),
    wroteToday
      ? variety.pick('reflection', [
          'Sua reflexão ajudou a enxergar isso com clareza.',
          'O que você escreveu hoje deixa esses padrões mais visíveis.',
          'Foi a sua reflexão que mostrou esses sinais.',
          'Suas palavras de hoje ajudam a ler esses sinais.',
          'A reflexão de hoje deu contexto a esses números.',
          'Seu texto de hoje põe esses padrões em palavras.',
          'Escrever sobre o dia ajudou a ver de onde vem a distração.',
        ])
      : variety.pick('no-reflection', [
          'Escrever a reflexão de hoje vai deixar esses padrões ainda mais claros.',
          'Com a reflexão escrita, esses sinais ficariam mais nítidos.',
          'Duas ou três linhas na reflexão ajudariam a entender melhor esses sinais.',
        ]),
  ].join(' ');

  const recommendations = [...new Set(top.map((signal) => signal.suggestion))];
  if (recommendations.length < 2)
    recommendations.push(
      `Leve o tema de hoje, ${quoted(input.day.theme)}, para um momento concreto da sua tarde.`,
    );
  const insights: Insights = {
    severity,
    narrative,
    distractionSignals: top,
    recommendations: recommendations.slice(0, 5),
  };
  return mapTexts(insights, (text) => withoutDay22(text, input.dayNumber));
}
