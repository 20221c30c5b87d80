import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { firstNameOf } from '../method.ts';
import type { AiMethodName } from '../methods.ts';
import { cardPlan, DEFAULT_CARD_TYPES, wellbeingAreas, wellbeingRisk, wellbeingScore } from '../rules.ts';
import type * as s from '../schemas.ts';
import { writingRules } from '../writing-rules.ts';

/**
 * What the model is told, per feature. Each prompt has a version recorded with every generated piece, so a
 * changed prompt never passes for the old one: bump the version whenever the words change.
 */
const SYSTEM_PROMPT_VERSION = 'system.v3';

/** Who the mentor is and what it may say; the writing rules (writing-rules.ts) are the fake mentor's too. */
export const SYSTEM_PROMPT = [
  'Você é o mentor do programa “Detox Digital 21 Dias”, que ajuda pessoas no Brasil a usar menos o celular e a recuperar sono, foco e calma.',
  'Escreva sempre em português do Brasil: caloroso e direto, frases curtas, sem jargão, sem emojis, sem exageros.',
  'Use só os dados recebidos: o conteúdo do dia do programa e o progresso real da pessoa (tarefas, reflexão, questionário, dias anteriores). Não invente números, tarefas nem fatos.',
  'Evite palavras com gênero para se referir à pessoa quando não souber o gênero.',
  'Não dê conselho médico: não indique remédios, doses, diagnósticos nem tratamentos; quando o assunto for saúde, recomende procurar um profissional de saúde.',
  'Se a pessoa sugerir que pensa em se machucar, em suicídio ou que não aguenta mais viver, responda com cuidado e indique o CVV: ligue 188 (gratuito, 24 horas) ou acesse cvv.org.br; em perigo imediato, SAMU 192.',
  'Regras de escrita:',
  ...writingRules.map((rule) => `- ${rule.instruction}`),
  'Responda somente com JSON no formato pedido.',
].join('\n');

export interface Prompt<Input> {
  version: string;
  messages: (input: Input) => ChatCompletionMessageParam[];
}

/** The user's first name only: the model needs no more to address them. */
function withFirstName<Input extends { profile: s.UserProfile }>(input: Input): Input {
  return { ...input, profile: { ...input.profile, name: firstNameOf(input.profile) ?? 'a pessoa' } };
}

const system: ChatCompletionMessageParam = { role: 'system', content: SYSTEM_PROMPT };

/** Most features: the instruction, then the data as JSON, in one user message. */
function definePrompt<Input extends object>(
  version: string,
  instruction: (input: Input) => string,
): Prompt<Input> {
  return {
    version: `${version}+${SYSTEM_PROMPT_VERSION}`,
    messages: (input) => {
      const data = 'profile' in input ? withFirstName(input as Input & { profile: s.UserProfile }) : input;
      return [system, { role: 'user', content: `${instruction(input)}\n\nDados:\n${JSON.stringify(data)}` }];
    },
  };
}

/** The chat keeps its turns as turns, so the model sees a conversation and answers the last message. */
const CHAT_INSTRUCTION =
  'Responda à última mensagem da pessoa em response, com no máximo 120 palavras, ligando a resposta ao dia e ao progresso dela quando fizer sentido. Termine com uma pergunta ou um passo concreto.';
const chatPrompt: Prompt<s.ChatInput> = {
  version: `chat.v1+${SYSTEM_PROMPT_VERSION}`,
  messages: (input) => {
    const { message, history, ...context } = withFirstName(input);
    return [
      system,
      { role: 'system', content: `${CHAT_INSTRUCTION}\n\nContexto:\n${JSON.stringify(context)}` },
      ...history.map((turn): ChatCompletionMessageParam =>
        turn.role === 'user'
          ? { role: 'user', content: turn.content }
          : { role: 'assistant', content: turn.content },
      ),
      { role: 'user', content: message },
    ];
  },
};

export const prompts = {
  coaching: definePrompt<s.CoachingInput>(
    'coaching.v2',
    () =>
      'Escreva a orientação do dia. analysis: 3 a 5 frases sobre o que a pessoa fez hoje, citando tarefas e a reflexão reais. suggestions: exatamente 3 sugestões práticas, priorizando as tarefas pendentes do dia; difficulty é fácil, médio ou difícil; timeRequired como “10 minutos”. motivation: 1 ou 2 frases. nextSteps: 2 a 4 passos curtos.',
  ),
  reflection: definePrompt<s.ReflectionInput>(
    'reflection.v1',
    () =>
      'Analise a reflexão escrita hoje à luz do tema do dia e dos dias anteriores. sentimentAnalysis: tone (positivo, neutro ou negativo), intensity (alta, média ou baixa), emotion (uma palavra), daySpecificContext (1 ou 2 frases ligando a reflexão ao tema do dia). insights: 2 a 4 observações. progressAssessment, validation e guidance: 1 a 3 frases cada; guidance com uma ação concreta. deepeningQuestions: 2 ou 3 perguntas abertas.',
  ),
  wellbeing: definePrompt<s.WellbeingInput>('wellbeing.v1', (input) => {
    const score = wellbeingScore(input.usageData);
    const areas = wellbeingAreas(input.usageData);
    return `Os números já foram calculados pelas regras do programa: pontuação ${score} de 100, risco ${wellbeingRisk(score)}, áreas de atenção: ${areas.concerns.join(', ') || 'nenhuma'}; pontos fortes: ${areas.strengths.join(', ') || 'nenhum'}. Escreva textos coerentes com esses números. summary: 2 ou 3 frases. concerns: até 4. strengths: 1 a 4. recommendations: 2 a 5 ações concretas. trends: até 4 comparações com previousWeek (vazio se não houver previousWeek). screenTime está em horas por dia; os demais vão de 1 a 10, e em stressLevel quanto menor, melhor.`;
  }),
  chat: chatPrompt,
  dayContent: definePrompt<s.DayContentInput>('day-content.v1', (input) => {
    const plan = cardPlan(input.progressPercentage);
    return `Personalize o dia. personalizedTitle: um título curto. theme: o tema do dia, reescrito para a pessoa. cards: exatamente ${plan.count} cards (tipos meditation, task, activity, reflection ou challenge; priority alta, média ou baixa; adaptedReason explica por que o card serve a esta pessoa hoje)${plan.needsMotivation ? ', com tom de incentivo para começar' : ''}${plan.needsCompletion ? ', ajudando a terminar o que falta' : ''}. audioContent.script: boas-vindas faladas de 100 a 200 palavras, com [pausa] (3 s) e [pausa longa] (8 s). reflection.content: um convite à reflexão de hoje. progressAnalysis: strengths e recommendations, 1 a 4 cada, com base no progresso real.`;
  }),
  cards: definePrompt<s.CardsInput>('cards.v2', (input) => {
    const plan = cardPlan(input.progressPercentage);
    const types = (input.cardTypes ?? DEFAULT_CARD_TYPES).join(', ');
    return `Crie exatamente ${plan.count} cards para hoje, com os tipos nesta ordem, repetindo se preciso: ${types}. Progresso do dia: ${Math.round(input.progressPercentage)}%${plan.needsMotivation ? '; a pessoa precisa de incentivo para começar' : ''}${plan.needsCompletion ? '; a pessoa está perto de concluir, ajude a terminar' : ''}. priority é alta, média ou baixa; difficulty é fácil, médio ou difícil; estimatedTime como “10 minutos”; adaptedReason explica por que o card serve a esta pessoa hoje; progressTracking diz o que medir e a meta.`;
  }),
  insights: definePrompt<s.InsightsInput>(
    'insights.v2',
    () =>
      'Gere os “Insights Agora”: severity (alto, moderado ou baixo) conforme os sinais de distração de hoje e dos últimos dias; narrative: 3 a 5 frases; distractionSignals: 1 a 4 sinais concretos, cada um com riskLevel (alto, médio ou baixo) e uma sugestão; recommendations: 2 a 5 ações.',
  ),
  activities: definePrompt<s.ActivitiesInput>(
    'activities.v1',
    (input) =>
      `Sugira 2 a 4 atividades criativas e sem tela que caibam em ${input.availableTime} minutos, adequadas ao humor atual e às preferências da pessoa. durationMinutes em minutos; steps: 2 a 6 passos; benefit: 1 frase.`,
  ),
  meditation: definePrompt<s.MeditationInput>(
    'meditation.v1',
    (input) =>
      `Escreva um roteiro de meditação guiada para ser lido em voz alta, com cerca de ${input.durationMinutes} minutos (cerca de 140 palavras por minuto, contando as pausas). Marque as pausas com [pausa] (3 segundos) e [pausa longa] (8 segundos). Parta do foco e do estado atual da pessoa e ligue ao tema do dia. title: curto.`,
  ),
  relapsePlan: definePrompt<s.RelapsePlanInput>(
    'relapse-plan.v2',
    () =>
      'Monte um plano de prevenção de recaída a partir dos gatilhos, estratégias e rede de apoio da pessoa. summary: 2 ou 3 frases. triggerPlans: um plano “se…, então…” para cada gatilho (até 6). warningSigns: 2 a 5. copingStrategies: 2 a 6. supportActions: 1 a 4. afterASlip: 2 a 5 passos, sem culpa. affirmation: 1 frase em primeira pessoa.',
  ),
  weeklyChallenge: definePrompt<s.WeeklyChallengeInput>(
    'weekly-challenge.v1',
    () =>
      'Personalize o desafio da semana a partir do modelo (template) e de como foram os dias da semana (weekDays). Mantenha o espírito do modelo. tasks: 5 a 7 tarefas concretas, cada uma com title curto e description de 1 ou 2 frases.',
  ),
  progressAnalysis: definePrompt<s.ProgressAnalysisInput>(
    'progress-analysis.v1',
    () =>
      'Analise o progresso da jornada até hoje. summary: 2 ou 3 frases. strengths: 1 a 4. challenges: até 4. recommendations: 1 a 4 ações. nextFocus: 1 frase.',
  ),
} satisfies Record<AiMethodName, Prompt<never>>;
