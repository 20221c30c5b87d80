import { firstNameOf } from '../method.ts';
import type { RelapsePlan, RelapsePlanInput } from '../schemas/relapse-plan.ts';
import { normalizeForSafety } from '../safety/normalize.ts';
import { capitalize, inSentence, listPt } from './facts.ts';
import { varietyFor } from './variety.ts';
import { asWeek1Review } from './wording.ts';

/** "If-then" plans by kind of trigger: the substitute is decided before the moment comes. */
const strategies: readonly [RegExp, string][] = [
  [
    /noite|dormir|cama|deitad|madrugada/,
    'o celular vai carregar fora do quarto, e no lugar dele fica um livro ou um caderno na cabeceira',
  ],
  [
    /tedio|fila|espera|entediad/,
    'eu espero dois minutos antes de pegar o celular e, enquanto isso, observo o lugar ao redor',
  ],
  [
    /trabalh|estress|cansad|reuni|estud/,
    'eu levanto, bebo um copo de água e respiro fundo cinco vezes antes de qualquer tela',
  ],
  [
    /notifica|mensag|grupo|whatsapp/,
    'as notificações ficam em silêncio, e eu vejo as mensagens em horários que eu escolhi',
  ],
  [
    /instagram|tiktok|rede|feed|reels|youtube|video/,
    'eu abro o aplicativo só pelo navegador, com um alarme de dez minutos',
  ],
  [/sozinh|solid|triste|ansi/, 'eu mando uma mensagem de voz ou ligo para alguém, em vez de rolar o feed'],
];

const strategyFor = (trigger: string) =>
  strategies.find(([pattern]) => pattern.test(normalizeForSafety(trigger)))?.[1] ??
  'eu paro, respiro três vezes e me pergunto o que vim buscar antes de desbloquear';

/** A relapse-prevention plan built from the user's own triggers, strategies and people. */
export function fakeRelapsePlan(input: RelapsePlanInput): RelapsePlan {
  const variety = varietyFor(input);
  const name = firstNameOf(input.profile);
  const triggers = input.userTriggers.slice(0, 6);
  const triggerList = listPt(triggers.slice(0, 3).map(inSentence));
  return {
    summary: [
      variety.pick('summary-open', [
        `${name ? `${name}, este` : 'Este'} é o seu plano para quando a vontade de voltar ao uso antigo aparecer.`,
        `${name ? `${name}, aqui` : 'Aqui'} está o que fazer quando o impulso de voltar ao uso antigo chegar.`,
        `${name ? `${name}, este plano` : 'Este plano'} é para as horas em que o celular chamar mais alto.`,
        `${name ? `${name}, guarde` : 'Guarde'} este plano para os momentos de recaída: ele foi feito a partir de você.`,
      ]),
      variety.pick('summary-why', [
        `Ele parte dos gatilhos que você conhece (${triggerList}) e decide agora o que fazer, para que você não precise decidir na hora difícil.`,
        `Para cada gatilho que você apontou (${triggerList}), a resposta já está escolhida, e decidir antes é mais fácil do que decidir no impulso.`,
        `Com o que você já sabe sobre si (${triggerList}), o plano troca a decisão na hora por uma escolha feita com calma.`,
      ]),
    ].join(' '),
    triggerPlans: triggers.map((trigger) => ({
      trigger,
      strategy: asWeek1Review(`${capitalize(strategyFor(trigger))}.`, input.dayNumber),
    })),
    warningSigns: variety.pickMany(
      'warning',
      [
        'Pegar o celular logo ao acordar, antes de levantar da cama.',
        'Pensar “só cinco minutos” mais de uma vez no mesmo dia.',
        'Voltar a dormir mais tarde por causa da tela.',
        'Sentir irritação quando alguém interrompe o seu uso.',
        'Reinstalar um aplicativo que você tinha tirado.',
      ],
      3,
    ),
    copingStrategies: [
      ...input.successStrategies
        .slice(0, 3)
        .map((strategy) => `Continue com o que já funcionou para você: ${inSentence(strategy)}.`),
      'Surfe a vontade: observe o impulso no corpo por noventa segundos, sem obedecer e sem brigar.',
      'Deixe o ambiente trabalhar por você: celular longe da mão nos horários de risco.',
    ].slice(0, 6),
    supportActions:
      input.supportSystem.length > 0
        ? input.supportSystem
            .slice(0, 4)
            .map(
              (person) =>
                `Conte para ${asYours(person)} qual é o seu plano e combine um sinal para quando precisar de ajuda.`,
            )
        : ['Escolha uma pessoa de confiança e conte para ela o seu plano de 21 dias.'],
    afterASlip: [
      'Perceba o deslize sem se xingar: um dia ruim não apaga os dias bons.',
      'Anote o que aconteceu antes: hora, lugar, o que você sentia.',
      'Volte ao plano na próxima oportunidade, e não “na segunda-feira”.',
    ],
    affirmation: variety.pick('affirmation', [
      'Eu decido quando o celular entra no meu dia.',
      'Cada pausa que eu escolho é um passo de volta para mim.',
      'Escorregar faz parte; voltar é o que me define.',
    ]),
  };
}

/** The user writes "minha irmã"; the mentor says "sua irmã". */
function asYours(person: string): string {
  const yours: Record<string, string> = { minha: 'sua', meu: 'seu', minhas: 'suas', meus: 'seus' };
  return person.replace(/^(minha|meu|minhas|meus)\b/i, (word) => yours[word.toLowerCase()] ?? word);
}
