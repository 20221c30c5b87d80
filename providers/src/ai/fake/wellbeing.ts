import {
  WELLBEING_DIMENSIONS,
  wellbeingAreas,
  wellbeingBand,
  wellbeingGoodness,
  wellbeingScore,
  wellbeingTrends,
} from '../rules.ts';
import type {
  WellbeingDimension,
  WellbeingDraft,
  WellbeingInput,
  WellbeingUsage,
} from '../schemas/wellbeing.ts';
import { capitalize } from './facts.ts';
import { varietyFor } from './variety.ts';
import { asWeek1Review } from './wording.ts';

/** Each slider's name with its article, to sit inside a sentence. */
const dimensionLabels: Record<WellbeingDimension, string> = {
  screenTime: 'o tempo de tela',
  sleepQuality: 'a qualidade do sono',
  stressLevel: 'o estresse',
  focusLevel: 'o foco',
  socialInteraction: 'o convívio social',
  physicalActivity: 'a atividade física',
  moodLevel: 'o humor',
};

const hours = (value: number) => `${String(value).replace('.', ',')} ${value === 1 ? 'hora' : 'horas'}`;

const concernText: Record<WellbeingDimension, (usage: WellbeingUsage) => string> = {
  screenTime: (u) =>
    `${hours(u.screenTime)} de tela por dia ainda é bastante: é tempo que sai do sono, do descanso e das pessoas.`,
  sleepQuality: (u) =>
    `Sono com nota ${u.sleepQuality} de 10: noites ruins deixam o dia seguinte mais vulnerável ao celular.`,
  stressLevel: (u) =>
    `Estresse em ${u.stressLevel} de 10: com a cabeça cheia, o celular vira fuga rápida e o ciclo se repete.`,
  focusLevel: (u) => `Foco em ${u.focusLevel} de 10: interrupções frequentes cobram caro da atenção.`,
  socialInteraction: (u) =>
    `Convívio social em ${u.socialInteraction} de 10: conversas presenciais estão fazendo falta.`,
  physicalActivity: (u) =>
    `Atividade física em ${u.physicalActivity} de 10: o corpo parado deixa a mente mais inquieta.`,
  moodLevel: (u) => `Humor em ${u.moodLevel} de 10: vale olhar com carinho para o que está pesando.`,
};

const strengthText: Record<WellbeingDimension, (usage: WellbeingUsage) => string> = {
  screenTime: (u) => `Seu tempo de tela, ${hours(u.screenTime)} por dia, já está num nível saudável.`,
  sleepQuality: (u) => `Seu sono vai bem (${u.sleepQuality} de 10), e isso protege todo o resto.`,
  stressLevel: (u) => `Seu estresse está sob controle (${u.stressLevel} de 10).`,
  focusLevel: (u) => `Seu foco está firme (${u.focusLevel} de 10).`,
  socialInteraction: (u) => `Você tem mantido contato com as pessoas (${u.socialInteraction} de 10).`,
  physicalActivity: (u) => `Você tem movimentado o corpo (${u.physicalActivity} de 10).`,
  moodLevel: (u) => `Seu humor está bom (${u.moodLevel} de 10).`,
};

const recommendationText: Record<WellbeingDimension, string> = {
  screenTime:
    'Escolha um período fixo do dia sem celular, como as refeições ou a primeira hora depois de acordar.',
  sleepQuality: 'Deixe o celular fora do quarto e pare de usar telas meia hora antes de deitar.',
  stressLevel:
    'Faça três pausas curtas hoje: respire fundo por um minuto, longe da tela, antes de voltar ao que estava fazendo.',
  focusLevel: 'Trabalhe em blocos de 25 minutos com as notificações desligadas e o celular fora de vista.',
  socialInteraction: 'Marque um encontro ou uma ligação de voz com alguém de quem você gosta nesta semana.',
  physicalActivity: 'Troque 15 minutos de tela por uma caminhada; o corpo em movimento acalma a cabeça.',
  moodLevel: 'Anote à noite uma coisa boa do dia, por menor que seja, e quem estava com você nela.',
};

/** Reads the sliders through the same rules that set the score, so the words always agree with the numbers. */
export function fakeWellbeing(input: WellbeingInput): WellbeingDraft {
  const usage = input.usageData;
  const score = wellbeingScore(usage);
  const areas = wellbeingAreas(usage);
  const variety = varietyFor(input);
  const band = wellbeingBand(score);
  const bandPhrase =
    band === 'good'
      ? 'um equilíbrio bom, que vale proteger'
      : band === 'medium'
        ? 'um equilíbrio razoável, com espaço claro para melhorar'
        : 'um sinal de que o celular está pesando no seu dia';
  const [worst] = areas.concerns;
  const [best] = areas.strengths;
  const summary = [
    `Sua pontuação de bem-estar digital no dia ${input.dayNumber} é ${score} de 100: ${bandPhrase}.`,
    best
      ? variety.pick('best', [
          `O ponto mais forte hoje é ${dimensionLabels[best]}.`,
          `Quem mais ajuda você agora é ${dimensionLabels[best]}.`,
          `Do lado bom, destaca-se ${dimensionLabels[best]}.`,
          `${capitalize(dimensionLabels[best])} é o que está mais em dia.`,
        ])
      : '',
    worst
      ? variety.pick('worst', [
          `O que mais pede atenção é ${dimensionLabels[worst]}.`,
          `Vale cuidar primeiro d${dimensionLabels[worst]}.`,
          `${capitalize(dimensionLabels[worst])} é o ponto que mais pesa agora.`,
          `Onde há mais espaço para melhorar: ${dimensionLabels[worst]}.`,
        ])
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  const recommendations = areas.concerns.slice(0, 3).map((dimension) => recommendationText[dimension]);
  const goals = input.goals
    .slice(0, 1)
    .map(
      (goal) => `Para ${goal.toLowerCase()}, escolha uma única mudança desta lista e mantenha por sete dias.`,
    );
  const general = variety.pickMany(
    'recommendations',
    [recommendationText.screenTime, recommendationText.sleepQuality, recommendationText.focusLevel],
    2,
  );
  const allRecommendations = [...recommendations, ...goals, ...general].filter(
    (text, index, list) => list.indexOf(text) === index,
  );

  const trends = input.previousWeek
    ? wellbeingTrends(usage, input.previousWeek)
        .slice(0, 3)
        .map(({ dimension, change }) =>
          change > 0
            ? capitalize(`${dimensionLabels[dimension]} melhorou desde a semana passada.`)
            : capitalize(
                `${dimensionLabels[dimension]} piorou desde a semana passada; vale entender o que mudou.`,
              ),
        )
    : ['Responda de novo na próxima semana para ver como os seus números evoluem.'];

  return {
    summary,
    concerns: areas.concerns.slice(0, 4).map((dimension) => concernText[dimension](usage)),
    strengths:
      areas.strengths.length > 0
        ? areas.strengths.slice(0, 4).map((dimension) => strengthText[dimension](usage))
        : [
            `${capitalize(dimensionLabels[mostBalanced(usage)])} é o seu ponto mais equilibrado hoje; dá para construir a partir daí.`,
          ],
    recommendations: allRecommendations.slice(0, 5).map((text) => asWeek1Review(text, input.dayNumber)),
    trends: trends.length > 0 ? trends : ['Seus números estão estáveis desde a semana passada.'],
  };
}

/** When nothing is clearly good, name the least bad: there is always something to build on. */
function mostBalanced(usage: WellbeingUsage): WellbeingDimension {
  const goodness = wellbeingGoodness(usage);
  return WELLBEING_DIMENSIONS.reduce((best, dimension) =>
    goodness[dimension] > goodness[best] ? dimension : best,
  );
}
