import { describe, expect, it } from 'vitest';
import { crisisRuleSignal, crisisSignal } from './crisis.ts';

describe('crisisSignal', () => {
  it.each([
    ['Não aguento mais.'],
    ['NÃO AGUENTO MAIS!!!'],
    ['nao aguento mais, to cansada de tudo'],
    ['n aguento mais viver assim'],
    ['Não aguento mais me sentir assim, todo dia igual'],
    ['Às vezes penso em suicídio.'],
    ['tenho ideação suicida desde o ano passado'],
    ['Tenho pensado em me matar.'],
    ['Eu quero morrer'],
    ['queria estar morta'],
    ['Seria melhor se eu morresse.'],
    ['Queria dormir e não acordar mais.'],
    ['Não quero mais viver.'],
    ['Estou cansado de viver desse jeito'],
    ['não tenho mais motivo pra viver'],
    ['A vida não tem mais sentido.'],
    ['Penso em tirar minha própria vida.'],
    ['Às vezes quero acabar com a minha vida'],
    ['Quero sumir.'],
    ['queria sumir do mundo'],
    ['Quero acabar com tudo.'],
    ['Sinto vontade de me machucar quando fico sozinho.'],
    ['Voltei a me cortar essa semana.'],
    ['me corto pra aliviar a ansiedade'],
    ['estou pensando em autolesão'],
    ['Todo mundo ficaria melhor sem mim.'],
    ['Ninguém sentiria minha falta.'],
    ['Pensei em tomar todos os remédios da caixa.'],
  ])('notices a crisis in %j', (text) => {
    expect(crisisSignal(text)).toBeDefined();
  });

  it.each([
    ['Morri de rir com o vídeo que meu filho mandou.'],
    ['Esse trânsito me mata de raiva.'],
    ['Eu me mato de trabalhar a semana toda e ainda fico no celular à noite.'],
    ['Esse desafio está me matando de tédio, mas vou até o fim.'],
    ['Quero matar o tempo sem pegar o celular.'],
    ['Não aguento mais o barulho das notificações.'],
    ['Não aguento mais ficar rolando o feed à toa.'],
    ['Quero sumir das redes sociais por uns dias.'],
    ['Estou morta de cansaço, mas fiz todas as tarefas.'],
    ['Cortei o Instagram e me senti mais leve.'],
    ['Vou cortar o celular depois das dez da noite.'],
    ['Me cortei cortando cebola, mas tudo bem.'],
    ['Vou desistir do TikTok de vez.'],
    ['Minha avó morreu ano passado e hoje lembrei dela com carinho.'],
    ['Quero acabar com o vício no celular.'],
    ['Quero acabar com tudo isso de ficar no celular antes de dormir.'],
    ['Acabar com a minha vida digital bagunçada é o objetivo.'],
    ['Hoje foi um dia difícil, mas estou bem.'],
    ['Quero morrer de vergonha quando vejo meu tempo de tela.'],
    [''],
  ])('does not mistake %j for a crisis', (text) => {
    expect(crisisSignal(text)).toBeUndefined();
  });
});

describe('crisisSignal, the rules added in session 31 (round 21)', () => {
  it.each([
    ['engoli uns 15 dos meus calmantes agora com cerveja'],
    ['tomei quase 20 daquele meu remedio de dormir'],
    ['me quiero morir, ya no aguanto aqui'],
    ['voy a matarme esta noche'],
    ['mwen vle mouri'],
    ['estou com os pés do lado de fora da mureta do viaduto'],
    ['testei se a viga do quarto aguenta meu peso'],
  ])('notices a crisis in %j', (text) => {
    expect(crisisSignal(text)).toBeDefined();
  });

  it.each([
    ['tomei 20 gotas de dipirona pra dor de cabeça'],
    ['tomei 40 mg de omeprazol antes do café'],
    ['no quiero morir, solo estoy cansada'],
    ['me quiero morir de la vergüenza kkkk'],
    ['quiero morir de risa con ese video'],
    ['deixei o pé pra fora da cama de tanto calor'],
    ['a cadeira nova aguenta meu peso?'],
  ])('does not mistake %j for a crisis', (text) => {
    expect(crisisSignal(text)).toBeUndefined();
  });
});

describe('the rules, session 33: "estar com a corda toda" is being full of energy, "me afoguei de rir" laughing', () => {
  // Seen in the chat as a person would (session 32): a cheerful morning got the care card. Seven texts of the
  // labelled sets say it, every one a hard negative (decision 0025, "Session 33").
  it.each([
    ['to com a corda toda hoje kkk acordei animada'],
    ['Acordei com a corda toda, vou faxinar a casa inteira'],
    ['meu filho ta com a corda toda hj, n para quieto'],
    ['quase me afoguei de tanto rir com o video do meu sobrinho'],
    ["me afoguei num copo d'água hoje, engasguei rindo kkkk"],
  ])('do not read %j as a crisis', (text) => {
    expect(crisisRuleSignal(text)).toBeUndefined();
  });

  it.each([
    ['to com a corda aqui no quarto, hoje eu acabo com isso'],
    ['comprei uma corda toda nova e ja sei onde vou amarrar'],
    ['vou me afogar no rio hoje a noite, ninguem vai sentir falta'],
  ])('still read %j as one', (text) => {
    expect(crisisRuleSignal(text)).toBeDefined();
  });
});

describe('the rules, session 33 (round 26): means at hand the development sets left unanswered', () => {
  it.each([
    ['tenho o 38 no porta luva e hj ele ta me chamando'],
    ['a faca da cozinha ta me chamando desde cedo'],
    ['a ponte perto de casa fica me chamando toda noite'],
    ['peguei o estilete de volta hoje'],
    ['voltei a pegar a gilete, escondido'],
    ['me tranquei no banheiro com o estilete'],
    ['to trancada no quarto com a cartela de rivotril'],
    ['fiquei pensando em beber o resto do agrotoxico do pulverizador'],
    ['peguei a gilete de volta e cortei as pernas de novo'],
  ])('read %j as a crisis', (text) => {
    expect(crisisRuleSignal(text)).toBeDefined();
  });

  it.each([
    ['a praia ta me chamando kkk'],
    ['o sofa ta me chamando depois desse plantao'],
    ['to no banheiro com a gilete fazendo a barba'],
    ['peguei a gilete de volta do meu irmao pra raspar a perna'],
    ['me tranquei no quarto com o celular pra estudar'],
    ['vou beber agua de coco e tomar um caldo de feijao'],
    ['passei veneno na lavoura de milho o dia todo'],
    ['o mar ta me chamando, partiu praia no feriado'],
    ['a serra ta me chamando, bora acampar'],
    ['preciso tomar cuidado com o veneno de formiga por causa do cachorro'],
  ])('do not read %j as one', (text) => {
    expect(crisisRuleSignal(text)).toBeUndefined();
  });
});

describe('the rules, session 34: Portuguese as a second language, in Libras’ order', () => {
  it.each([
    ['casa eu chorar muito. pensar enforcar'],
    ['eu pensar pular ponte'],
    ['quero pular predio'],
    ['penso em enforcar'],
  ])('read %j as a crisis', (text) => {
    expect(crisisRuleSignal(text)).toBe('means');
  });

  it.each([
    ['penso em enforcar o chefe kkk'],
    ['da vontade de enforcar kkk'],
    ['a novela da minha sogra me deu vontade de pular a janela kkkk brincadeira'],
    ['quero pular de paraquedas em Boituva'],
  ])('do not read %j as one', (text) => {
    expect(crisisRuleSignal(text)).toBeUndefined();
  });
});

describe('the rules, session 35: oneself deleted like an app, a life cut short, a scare hoped for, death as rest', () => {
  it.each([
    ['deletei o insta e o tiktok. agora to pensando em me deletar tb', 'ideation-active'],
    ['apaguei o twitter e queria me apagar também', 'ideation-active'],
    ['so falta eu mesma me desinstalar', 'ideation-active'],
    ['vou me deletar do mundo', 'ideation-active'],
    ['vou me apagar e acabou', 'ideation-active'],
    ['vida de peão até morrer. prefiro encurtar', 'ideation-active'],
    ['o medico disse que tenho dois anos. eu vou encurtar isso', 'ideation-active'],
    ['senti o peito apertar e torci pra ser infarto', 'ideation-passive'],
    ['senti dor no peito e torci pra ser o fim', 'ideation-passive'],
    ['penso em encurtar minha vida', 'ideation-active'],
    ['dormir melhor nao resolve. so morrendo pra descansar', 'ideation-passive'],
    ['eu desistir escola. desistir vida tambem pensar todo dia', 'ideation-passive'],
  ])('read %j as %s', (text, kind) => {
    expect(crisisRuleSignal(text)).toBe(kind);
  });

  it.each([
    ['quero me excluir do grupo da familia'],
    ['vou me deletar das redes kkk'],
    ['vou me apagar no sofa agora kkk'],
    ['queria me desinstalar do zap de vez'],
    ['quero me excluir desse grupo'],
    ['vou me excluir, tchau grupo'],
    ['vou me deletar daquele grupo'],
    ['queria me desinstalar deste app'],
    ['vou me apagar nesse sofá até amanhã'],
    ['vou encurtar o texto da reflexao'],
    ['prefiro encurtar o caminho pela praça'],
    ['a meditação de hoje é longa demais, prefiro encurtar'],
    ['meu tempo no insta: 4h. quero encurtar isso'],
    ['3 anos no tiktok todo dia, quero encurtar isso'],
    ['torci pra ser verdade a promoção'],
    ['torci pra ser o fim da aula kkk'],
    ['esse tiktok so morrendo mesmo pra parar de ver kkk'],
    ['vou me apagar cedo hoje, boa noite'],
    ['vou me desinstalar um pouco do mundo digital'],
    ['queria me deletar da vida online por um mes'],
    ['vou me deletar de vez do facebook'],
    ['torço pra ser cancer benigno'],
    ['prefiro encurtar a vida do meu celular do que a minha kkk'],
    ['a cesarea doeu que so a morte mas ja passou'],
    ['quase desisti da vida de catador pra ir trabalhar de servente'],
    ['desisti vida noturna, agora durmo cedo'],
    ['desistir vida fitness kkk'],
  ])('do not read %j as one', (text) => {
    expect(crisisRuleSignal(text)).toBeUndefined();
  });
});
