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
    'Procure uma posição confortável, com os pés apoiados no chão e as costas retas, sem rigidez. Se quiser, feche os olhos. [pausa]',
    `Você contou como está agora: ${quoted(input.userState)}. Tudo bem chegar assim. Não é preciso mudar nada para começar. [pausa longa]`,
    `O foco desta prática é ${inSentence(input.focus)}. [pausa]`,
  ];
  const closing = [
    `Antes de terminar, traga para perto o tema de hoje: ${input.day.theme}. [pausa] Escolha um momento do dia em que vai lembrar desta respiração. [pausa longa]`,
    'Aos poucos, mexa os dedos das mãos e dos pés. Espreguice, se quiser. [pausa] Quando for a hora, abra os olhos e olhe ao redor, sem pressa.',
    variety.pick('farewell', [
      'Obrigado por dedicar este tempo a você.',
      'Você acaba de dar um presente para a sua atenção. Leve essa calma para o resto do dia.',
      'Que bom que você esteve aqui, presente neste momento.',
    ]),
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
