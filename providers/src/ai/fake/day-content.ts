import type { DayContentDraft, DayContentInput } from '../schemas/day-content.ts';
import { cardsFor } from './cards.ts';
import { type DayFacts, dayFacts, withName } from './facts.ts';
import { topicPhrase } from './topic-phrases.ts';
import { type Variety, varietyFor } from './variety.ts';
import { quoted } from './wording.ts';

/** The personalised frame of a day: title, short spoken welcome, reflection prompt, cards and a progress read. */
export function fakeDayContent(input: DayContentInput): DayContentDraft {
  const facts = dayFacts(input.profile, input.day, input.progress, input.previousDays);
  const variety = varietyFor(input);
  const personalizedTitle = facts.firstName
    ? variety.pick('title', [
        `${input.day.title}: o seu dia ${facts.dayNumber}, ${facts.firstName}`,
        `${facts.firstName}, o tema de hoje é ${quoted(input.day.title)}`,
      ])
    : `Dia ${facts.dayNumber}: ${input.day.title}`;
  return {
    personalizedTitle,
    theme: input.day.theme,
    cards: cardsFor(input),
    audioContent: { script: welcomeScript(facts, input, variety) },
    reflection: { content: reflectionPrompt(facts, input, variety.pick('reflection', [0, 1, 2])) },
    progressAnalysis: progressRead(facts),
  };
}

/** A short spoken welcome (TTS), with the pauses the audio understands; each line has a few wordings. */
function welcomeScript(facts: DayFacts, input: DayContentInput, variety: Variety): string {
  const { dayNumber, total } = facts;
  const left = facts.pending.length;
  const yesterday = facts.yesterday?.completed
    ? `Ontem você concluiu o dia ${dayNumber - 1}: ${variety.pick('yesterday-done', [
        'traga com você o que funcionou',
        'o que deu certo ontem vem junto hoje',
        'comece daquele mesmo lugar firme',
      ])}. [pausa]`
    : dayNumber > 1
      ? `Se o dia ${dayNumber - 1} não saiu como você queria, tudo bem: ${variety.pick('yesterday-not', [
          'hoje dá para retomar',
          'o que conta é o passo de agora',
          'hoje é outro dia',
        ])}. [pausa]`
      : 'Este é o primeiro passo da sua jornada. [pausa]';
  const tasks =
    left === 0
      ? `As ${total} tarefas de hoje já estão feitas: falta só cuidar do resto com calma. [pausa]`
      : `${left === total ? `São ${total} tarefas` : `Faltam ${left === 1 ? '1 tarefa' : `${left} tarefas`}`}, além da meditação e da reflexão, e ${variety.pick(
          'pace',
          [
            'não precisa fazer tudo de uma vez: comece pela mais simples',
            'uma de cada vez basta: escolha a mais leve para abrir',
            'não há pressa: a primeira pode ser a menor',
          ],
        )}. [pausa]`;
  return [
    withName(facts, `boas-vindas ao dia ${dayNumber}: ${input.day.title}. [pausa]`),
    variety.pick('breathe', [
      'Antes de qualquer coisa, solte os ombros e respire fundo três vezes. [pausa longa]',
      'Comece soltando o ar devagar, duas ou três vezes. [pausa longa]',
      'Por um instante, só perceba como você está chegando aqui. [pausa longa]',
      'Deixe o corpo assentar e respire um pouco mais devagar. [pausa longa]',
      'Apoie bem os pés no chão e deixe a respiração desacelerar. [pausa longa]',
      'Solte a mandíbula, relaxe as mãos e inspire com calma. [pausa longa]',
      'Feche os olhos por um momento, se puder, e escute a própria respiração. [pausa longa]',
    ]),
    yesterday,
    `O tema de hoje é: ${input.day.theme}. [pausa]`,
    tasks,
    variety.pick('close', [
      'Quando sentir a mão indo até o celular sem motivo, pare e pergunte: o que eu vim buscar? [pausa longa] Siga no seu ritmo.',
      'Se a mão for sozinha até o celular, repare nela antes de desbloquear. [pausa longa] Estou com você.',
      'Antes de cada desbloqueio, uma respiração. [pausa longa] Vá no seu tempo.',
      'O celular pode esperar alguns minutos a mais do que você imagina. [pausa longa] Conte comigo.',
      'Cada vez que você deixa o celular para depois, ganha um pouco de atenção de volta. [pausa longa] Um passo de cada vez.',
      'Hoje, repare nos momentos em que o impulso chega, sem brigar com ele. [pausa longa] Estou por aqui.',
      'Dê ao seu dia a mesma atenção que costuma dar à tela. [pausa longa] Boa prática hoje.',
      'Se escorregar, volte sem se cobrar: recomeçar também é prática. [pausa longa] Siga com calma.',
    ]),
  ].join(' ');
}

function reflectionPrompt(facts: DayFacts, input: DayContentInput, variant: number): string {
  const [firstParagraph] = input.day.reflectionPrompt.paragraphs;
  const topic = facts.reflectionTopics[0];
  const bridge = topic
    ? [
        `Você já escreveu sobre ${topicPhrase(topic)}; hoje, olhe para isso pelo tema do dia ${facts.dayNumber}.`,
        `Um assunto do seu texto, ${topicPhrase(topic)}, merece um novo olhar com o tema de hoje em mente.`,
        `Há pouco você escreveu sobre ${topicPhrase(topic)}. Que tal olhar para isso à luz do dia ${facts.dayNumber}?`,
      ][variant]
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
    strengths.push(
      facts.done.length === facts.total
        ? `Todas as ${facts.total} tarefas de hoje concluídas.`
        : `${facts.done.length} de ${facts.total} tarefas concluídas hoje.`,
    );
  if (facts.audioPlayed) strengths.push('Você ouviu a meditação do dia.');
  if (facts.wroteReflection) strengths.push('Sua reflexão de hoje está escrita.');
  if (facts.streak >= 2) strengths.push(`${facts.streak} dias seguidos concluídos antes de hoje.`);
  if (strengths.length === 0)
    strengths.push(`Você abriu o dia ${facts.dayNumber}, e começar é o passo que mais pesa.`);

  const recommendations: string[] = [];
  const [next] = facts.pending;
  if (next) recommendations.push(`Comece por ${quoted(next.title)}.`);
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
