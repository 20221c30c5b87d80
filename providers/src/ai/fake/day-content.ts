import type { DayContentDraft, DayContentInput } from '../schemas/day-content.ts';
import { cardsFor } from './cards.ts';
import { type DayFacts, dayFacts, withName } from './facts.ts';
import { topicPhrase } from './topic-phrases.ts';
import { varietyFor } from './variety.ts';

/** The personalised frame of a day: title, short spoken welcome, reflection prompt, cards and a progress read. */
export function fakeDayContent(input: DayContentInput): DayContentDraft {
  const facts = dayFacts(input.profile, input.day, input.progress, input.previousDays);
  const variety = varietyFor(input);
  const personalizedTitle = facts.firstName
    ? variety.pick('title', [
        `${input.day.title}: o seu dia ${facts.dayNumber}, ${facts.firstName}`,
        `${facts.firstName}, o tema de hoje é “${input.day.title}”`,
      ])
    : `Dia ${facts.dayNumber}: ${input.day.title}`;
  return {
    personalizedTitle,
    theme: input.day.theme,
    cards: cardsFor(input),
    audioContent: { script: welcomeScript(facts, input) },
    reflection: { content: reflectionPrompt(facts, input, variety.pick('reflection', [0, 1, 2])) },
    progressAnalysis: progressRead(facts),
  };
}

/** A short spoken welcome (TTS), with the pauses the audio understands. */
function welcomeScript(facts: DayFacts, input: DayContentInput): string {
  const yesterday = facts.yesterday?.completed
    ? `Ontem você concluiu o dia ${facts.dayNumber - 1}. [pausa] Traga com você o que funcionou.`
    : facts.dayNumber > 1
      ? 'Se ontem não saiu como você queria, tudo bem. [pausa] Hoje é um novo começo.'
      : 'Este é o primeiro passo da sua jornada.';
  return [
    withName(facts, `boas-vindas ao dia ${facts.dayNumber}: ${input.day.title}. [pausa]`),
    'Antes de qualquer coisa, solte os ombros e respire fundo três vezes. [pausa longa]',
    yesterday,
    `O tema de hoje é: ${input.day.theme}. [pausa]`,
    `São ${facts.total} tarefas, uma meditação e uma reflexão. Não precisa fazer tudo de uma vez. [pausa] Comece pela mais simples.`,
    'Quando sentir a mão indo até o celular sem motivo, pare por um instante e pergunte: o que eu vim buscar? [pausa longa]',
    'Siga no seu ritmo. Estou com você.',
  ].join(' ');
}

function reflectionPrompt(facts: DayFacts, input: DayContentInput, variant: number): string {
  const [firstParagraph] = input.day.reflectionPrompt.paragraphs;
  const topic = facts.reflectionTopics[0];
  const bridge = topic
    ? `Você já escreveu sobre ${topicPhrase(topic)}. Hoje, olhe para isso pelo tema do dia.`
    : ([
        'Escreva sem revisar, como quem conversa consigo.',
        'Três frases sinceras bastam.',
        'Não existe resposta errada aqui.',
      ][variant] ?? '');
  return [
    endSentence(input.day.reflectionPrompt.title),
    firstSentences(firstParagraph ?? '', 400),
    bridge,
    `Pergunta para hoje: em que momento do dia ${facts.dayNumber} você sentiu mais vontade de pegar o celular, e o que fez com essa vontade?`,
  ]
    .filter(Boolean)
    .join(' ');
}

function progressRead(facts: DayFacts): DayContentDraft['progressAnalysis'] {
  const strengths: string[] = [];
  if (facts.done.length > 0)
    strengths.push(`${facts.done.length} de ${facts.total} tarefas concluídas hoje.`);
  if (facts.audioPlayed) strengths.push('Você ouviu a meditação do dia.');
  if (facts.wroteReflection) strengths.push('Sua reflexão de hoje está escrita.');
  if (facts.streak >= 2) strengths.push(`${facts.streak} dias seguidos concluídos antes de hoje.`);
  if (strengths.length === 0)
    strengths.push(`Você abriu o dia ${facts.dayNumber}, e começar é o passo que mais pesa.`);

  const recommendations: string[] = [];
  const [next] = facts.pending;
  if (next) recommendations.push(`Comece por "${next.title}".`);
  if (!facts.audioPlayed) recommendations.push('Ouça a meditação do dia com o celular em modo avião.');
  if (!facts.wroteReflection) recommendations.push('Escreva a reflexão antes de dormir; três frases bastam.');
  if (recommendations.length === 0)
    recommendations.push('Responda o questionário e conclua o dia; depois, descanse da tela.');
  return { strengths: strengths.slice(0, 4), recommendations: recommendations.slice(0, 4) };
}

/** The opening sentences of a paragraph, up to about `max` characters. */
function firstSentences(paragraph: string, max: number): string {
  const sentences = paragraph.match(/[^.!?]+[.!?]+/g) ?? [paragraph];
  let text = '';
  for (const sentence of sentences) {
    if ((text + sentence).length > max) break;
    text += sentence;
  }
  return text.trim() || paragraph.slice(0, max);
}

/** A title as a sentence: "Quem manda na sua atenção?" stays, "Olhar sem culpa" gets its full stop. */
const endSentence = (title: string) => (/[.!?]$/.test(title) ? title : `${title}.`);
