import { marketingClaims, upsellPage } from '@detox/fixtures/marketing';
import type { Scene } from './explainer-video.ts';
import {
  closingSlide,
  listSlide,
  milestonesSlide,
  nightSlide,
  phoneSlide,
  statementSlide,
  statsSlide,
  titleSlide,
} from './slides.ts';

const claims = marketingClaims;

/** The sales video of `/` and the landing pages (about 50 s). Claims are the spec's, from the fixtures. */
export const salesVideoScenes = (quizScreenshot: string): Scene[] => [
  {
    slide: titleSlide(
      'Veja como funciona',
      'Detox Digital <em>21 Dias</em>',
      'Menos celular no automático. Mais sono, foco e calma.',
    ),
    line: 'Conheça o Detox Digital vinte e um dias.',
  },
  {
    slide: nightSlide('Só mais um vídeo… e a noite <em>passou</em>.'),
    line: 'Você pega o celular só para ver uma coisa e, quando percebe, a noite passou.',
  },
  {
    slide: statementSlide(
      'Não é falta de força de vontade.',
      'Os aplicativos são feitos para prender a sua atenção.',
    ),
    line: 'Não é falta de força de vontade. Os aplicativos são feitos para prender a sua atenção.',
  },
  {
    slide: listSlide('Todos os dias, em 20 a 30 minutos', [
      'Meditação guiada',
      'Cinco tarefas simples',
      'Uma reflexão escrita',
      'Um questionário rápido',
    ]),
    line: 'Todos os dias, você tem uma meditação guiada, cinco tarefas simples, uma reflexão e um questionário rápido.',
  },
  {
    slide: milestonesSlide('Desafios semanais nos dias 7, 14 e 21', ['7', '14', '21']),
    line: 'Nos dias sete, catorze e vinte e um, um desafio semanal ajuda a firmar as novas conquistas.',
  },
  {
    slide: phoneSlide('Descubra o seu <em>perfil digital</em> no teste rápido.', quizScreenshot),
    line: 'E se não sabe por onde começar, o teste rápido mostra o seu perfil digital em menos de um minuto.',
  },
  {
    slide: statsSlide('O que contam os participantes', [
      { value: `${claims.anxietyReductionPercent}%`, label: 'relatam menos ansiedade' },
      { value: `${claims.phonePickupsChangePercent}%`, label: 'nas vezes em que pegam o celular' },
      { value: '1 semana', label: 'para noites mais tranquilas' },
    ]),
    line: 'Noventa e dois por cento dos participantes relatam menos ansiedade, e pegam o celular oitenta por cento menos vezes.',
  },
  {
    slide: closingSlide(
      'Comece <em>hoje</em>.',
      'Dorme ou Devolve 30 dias',
      'Acesso imediato • Garantia de 30 dias',
    ),
    line: 'Comece hoje. O acesso é imediato, e você tem trinta dias de garantia Dorme ou Devolve.',
  },
];

/** The upsell's presentation video (about 30 s). */
export const upsellVideoScenes = (): Scene[] => {
  const [first, second, third] = upsellPage.benefits;
  return [
    {
      slide: titleSlide(
        'Conheça o método',
        'Onda <em>Genial</em>',
        'Clareza mental para os seus dias depois do detox.',
      ),
      line: 'Você concluiu o detox. Conheça o método Onda Genial.',
    },
    {
      slide: listSlide('O que você recebe', [first?.title ?? '', second?.title ?? '', third?.title ?? '']),
      line: 'Clareza mental em dez minutos, foco profundo quando você precisa, e ideias que saem do papel.',
    },
    {
      slide: closingSlide(
        `Por apenas <em>${upsellPage.offer.priceLabel}</em>.`,
        'Garantia de 30 dias',
        'Pagamento único, com acesso imediato',
      ),
      line: 'Hoje, por apenas quarenta e sete reais, com trinta dias de garantia.',
    },
  ];
};
