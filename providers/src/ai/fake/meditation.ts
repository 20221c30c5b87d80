import { estimateSpeechSeconds } from '../../tts/speech-duration.ts';
import { firstNameOf } from '../method.ts';
import type { MeditationDraft, MeditationInput } from '../schemas/meditation.ts';
import { inSentence } from './facts.ts';
import { varietyFor } from './variety.ts';
import { quoted } from './wording.ts';

const bodyParts = [
  'os pés',
  'as pernas',
  'a barriga',
  'o peito',
  'os ombros',
  'os braços e as mãos',
  'o rosto',
];

const breathing = [
  'Inspire devagar pelo nariz, contando até quatro. [pausa] Solte o ar pela boca, contando até seis. [pausa]',
  'Perceba o ar entrando um pouco mais fresco e saindo um pouco mais morno. [pausa longa]',
  'Se a mente for para outro lugar, tudo bem. Perceba para onde ela foi e volte, com gentileza, para a respiração. [pausa longa]',
  'Fique aqui, só respirando, sem precisar resolver nada. [pausa longa] [pausa]',
];

/** How to settle in and how to come back: said a few ways, so the same words do not open every session. */
const postures = [
  'Procure uma posição confortável, com os pés apoiados no chão e as costas retas, sem rigidez; se quiser, feche os olhos.',
  'Sente-se de um jeito que o corpo fique apoiado e desperto ao mesmo tempo, e deixe os olhos se fecharem, se for bom.',
  'Acomode-se na cadeira ou no chão, solte as mãos sobre as pernas e baixe o olhar.',
  'Encontre um apoio firme para as costas e deixe os ombros descerem, longe das orelhas.',
  'Deite-se ou sente-se, como preferir, e permita que o corpo pese um pouco mais.',
  'Ajeite o corpo até encontrar uma posição que você consiga manter sem esforço.',
  'Apoie bem os pés, alongue a coluna devagar e deixe o rosto relaxar.',
  'Escolha uma posição simples, sem pressa de acertar, e feche os olhos ou mantenha o olhar suave.',
] as const;

const wakeUps = [
  'Aos poucos, mexa os dedos das mãos e dos pés, espreguice se quiser e, quando for a hora, abra os olhos sem pressa.',
  'Devagar, traga movimento para as mãos e os pés e abra os olhos quando for a hora de voltar.',
  'Respire um pouco mais fundo, mexa o pescoço de um lado para o outro e volte a olhar ao redor.',
  'Sinta de novo o peso do corpo e o lugar onde você está, e só então abra os olhos.',
  'Deixe a respiração voltar ao ritmo de sempre e, com calma, retome os movimentos.',
  'Esfregue as mãos uma na outra, leve o calor delas ao rosto e abra os olhos.',
  'Perceba os sons do ambiente chegando de volta e, no seu tempo, abra os olhos.',
  'Estique os braços, solte o ar com um suspiro e volte para o seu dia aos poucos.',
] as const;

const farewells = [
  'Obrigado por dedicar este tempo a você.',
  'Você acaba de dar um presente para a sua atenção; leve essa calma para o resto do dia.',
  'Que bom que você esteve aqui, presente neste momento.',
  'Esses minutos sem tela também são parte do caminho.',
  'Guarde essa sensação: ela está disponível sempre que você parar para respirar.',
  'Foi um tempo seu, sem notificação nenhuma no meio.',
  'Volte a esta calma quando o dia acelerar.',
  'Até a próxima pausa.',
] as const;

/** Longer sessions hold longer silences, as guided meditations do; it also keeps long scripts short to read. */
const silence =
  'Agora, fique alguns instantes em silêncio, só respirando. [pausa longa] [pausa longa] [pausa longa]';

/** A guided script in the fixtures' convention ("[pausa]" ≈ 3 s, "[pausa longa]" ≈ 8 s) that lasts about the asked time. */
export function fakeMeditation(input: MeditationInput): MeditationDraft {
  const variety = varietyFor(input);
  const name = firstNameOf(input.profile);
  const target = input.durationMinutes * 60;
  const opening = [
    `Olá${name ? `, ${name}` : ''}. Esta é uma meditação de ${input.durationMinutes} minutos para o dia ${input.day.dayNumber}: ${input.day.audio.title}. [pausa]`,
    `${variety.pick('posture', postures)} [pausa]`,
    `Você contou como está agora, ${quoted(input.userState)}, e ${variety.pick('arrive', [
      'tudo bem chegar assim',
      'não é preciso mudar nada para começar',
      'este momento acolhe você do jeito que está',
      'é daqui mesmo que a prática parte',
    ])}. [pausa longa]`,
    `O foco desta prática é ${inSentence(input.focus)}. [pausa]`,
  ];
  const closing = [
    `Antes de terminar, traga para perto o tema de hoje, ${quoted(input.day.theme)}, e escolha um momento do dia ${input.day.dayNumber} em que vai lembrar desta respiração. [pausa longa]`,
    `${variety.pick('wake', wakeUps)} [pausa] ${variety.pick('farewell', farewells)}`,
  ];
  const middle: string[] = [];
  const order = variety.pickMany('breathing', breathing, breathing.length);
  const closingSeconds = estimateSpeechSeconds(closing.join(' '));
  let round = 0;
  while (
    estimateSpeechSeconds([...opening, ...middle].join(' ')) + closingSeconds < target - 10 &&
    round < 200
  ) {
    const part = bodyParts[round % bodyParts.length] ?? 'o corpo';
    const longSession = input.durationMinutes > 10;
    middle.push(
      longSession && round % 3 === 2
        ? silence
        : round % 2 === 0
          ? `Agora leve a atenção para ${part}. Perceba o peso, a temperatura, qualquer tensão. [pausa] Deixe que essa região descanse. [pausa]`
          : (order[round % order.length] ?? breathing[0] ?? ''),
    );
    round++;
  }
  return {
    title: `${input.day.audio.title}: ${inSentence(input.focus)}`.slice(0, 120),
    script: [...opening, ...middle, ...closing].join('\n\n'),
  };
}
