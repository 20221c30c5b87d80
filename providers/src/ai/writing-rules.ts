/**
 * How the mentor writes, said once: each rule's instruction is a line of the OpenAI system prompt, and where a
 * pattern can catch a slip, its check is what the fake mentor's wording test runs on every generated text.
 */

export interface WritingContext {
  /** The programme day the text is about (1 to 21), when it is about one. */
  dayNumber?: number | undefined;
  /** Texts of the programme or of the person that the mentor may repeat as they are: not its own wording. */
  given?: readonly string[] | undefined;
}

export interface WritingRule {
  readonly id: string;
  /** What the model is told, in pt-BR. */
  readonly instruction: string;
  /** The slips found in one text; absent when no pattern can judge the rule (the tests judge it across texts). */
  readonly check?: (text: string, context: WritingContext) => string[];
}

const letter = String.raw`\p{L}`;
/** Every match of `pattern` in `text`, as "what: match" problems. */
const found = (text: string, pattern: RegExp, what: string) =>
  [...text.matchAll(pattern)].map((match) => `${what}: “${match[0]}”`);
/** Quoted titles, themes and the person's words are theirs, not the mentor's wording. */
const withoutQuotes = (text: string, given: readonly string[] = []) =>
  given
    .filter((part) => part.length >= 12)
    .reduce((rest, part) => rest.split(part).join('…'), text)
    .replace(/“[^”]*”/g, '“…”');
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/);

/** “…“…”…” reads badly: a quote inside a quote takes single curly quotes (‘ ’). */
function nestedQuotes(text: string): string[] {
  let depth = 0;
  const problems: string[] = [];
  for (const match of text.matchAll(/[“”]/g)) {
    if (match[0] === '”') depth = Math.max(0, depth - 1);
    else if (++depth > 1)
      problems.push(`aspas dentro de aspas perto de “${text.slice(match.index, match.index + 30)}”`);
  }
  return problems;
}

const week1Basics =
  /fora do quarto|primeira hora (?:depois de acordar|sem celular)|primeiros 30 minutos depois de acordar|meia hora sem celular|refeição sem (?:tela|celular)|grupo mais barulhento/i;
const reviewMarker = /revis|já praticou|como (?:no|na) (?:dia|semana)|de novo|continua de pé|volte a|retome/i;

export const writingRules: readonly WritingRule[] = [
  {
    id: 'voce',
    instruction:
      'Trate a pessoa sempre por “você” (você, seu, sua, com você); nunca use “te”, “teu”, “tua”, “ti” nem “contigo”.',
    check: (text) =>
      found(
        text,
        new RegExp(`(?<!${letter})(?:te|teu|tua|teus|tuas|ti|contigo)(?![${letter}-])`, 'giu'),
        'tu',
      ),
  },
  {
    id: 'aspas',
    instruction:
      'Ao citar um título, um tema ou as palavras da pessoa, use aspas curvas “ ”, nunca aspas retas; aspas dentro de aspas viram ‘ ’.',
    check: (text) => [...found(text, /"/g, 'aspas retas'), ...nestedQuotes(text)],
  },
  {
    id: 'e-mail',
    instruction: 'Escreva “e-mail”, com hífen.',
    check: (text) => found(text, new RegExp(`(?<![${letter}-])emails?(?!${letter})`, 'giu'), 'email'),
  },
  {
    id: 'concordancia',
    instruction:
      'Concorde o verbo com o que vem depois dele: “aparece a ansiedade”, mas “aparecem a ansiedade e o sono”; “o tema que mais aparece é”, “os temas que mais aparecem são”.',
    check: (text) => {
      const prose = withoutQuotes(text);
      return [
        ...[...prose.matchAll(/\baparecem ((?:a|o|as|os|um|uma) [^.;:]*?)(?:[.;:]|, e )/g)]
          .filter((match) => !match[1]?.includes(' e '))
          .map((match) => `plural com um item só: “${match[0]}”`),
        ...[...prose.matchAll(/\baparece ((?:a|o|as|os|um|uma) [^.;:]*?)(?:[.;:]|, e )/g)]
          .filter((match) => match[1]?.includes(' e '))
          .map((match) => `singular com dois itens: “${match[0]}”`),
        ...found(prose, /\btemas que mais aparecem[^.]*? são (?:(?! e )[^.])*\./g, 'temas… são, com um item'),
        ...found(prose, /\btema que mais aparece[^.]*? é [^.]* e [^.]*\./g, 'tema… é, com dois itens'),
      ];
    },
  },
  {
    id: 'contagem',
    instruction:
      'Concorde número e palavra (“1 tarefa”, “2 tarefas”, “1 dia concluído”). Conte as tarefas do dia como do dia (“2 das 5 tarefas de hoje”) e as do programa como do programa; nunca misture as duas contas. Quando tudo foi feito, diga “as 5 tarefas” ou “os 7 dias”, e não “5 de 5”.',
    check: (text) => [
      ...found(
        text,
        new RegExp(
          `(?<![\\d,.])1 (?:tarefas|dias|reflexões|minutos|horas|semanas|vezes|meditações)(?!${letter})`,
          'gu',
        ),
        'um com plural',
      ),
      ...found(
        text,
        new RegExp(
          `(?<![\\d,.])(?:0|[2-9]|\\d{2,}) (?:tarefa|dia|reflexão|minuto|hora|semana|vez|meditação)(?![${letter}])`,
          'gu',
        ),
        'plural com singular',
      ),
      ...found(text, /\bsão 1 de\b/g, '“são” com um'),
      ...found(text, /\btarefas da jornada\b/g, 'tarefas do dia contadas como da jornada'),
      ...[...text.matchAll(/\b(\d+) (?:das|de) (\d+) (?:tarefas|dias)\b/g)]
        .filter(([, done, total]) => done === total)
        .map((match) => `“todas as tarefas” dito como conta: “${match[0]}”`),
      ...[...text.matchAll(/\b(\d+) das (\d+) tarefas de hoje\b/g)]
        .filter(([, done = '0', total = '0']) => Number(total) > 10 || Number(done) > Number(total))
        .map((match) => `conta impossível para um dia: “${match[0]}”`),
      ...[...text.matchAll(/\b(\d+) de (\d+) (?:tarefas|dias)\b/g)]
        .filter(([, done = '0', total = '0']) => Number(done) > Number(total))
        .map((match) => `mais feitas do que existem: “${match[0]}”`),
    ],
  },
  {
    id: 'pergunta',
    instruction:
      'Só chame de “pergunta” um título que termina com “?”. Os outros títulos são o tema ou o título da reflexão do dia.',
    check: (text) =>
      [...text.matchAll(/\bpergunta,? [“"]([^”"]+)[”"]/gi)]
        .filter((match) => !match[1]?.trim().endsWith('?'))
        .map((match) => `“pergunta” que não é pergunta: ${match[0]}`),
  },
  {
    id: 'dia',
    instruction:
      'Escreva de acordo com o dia (dayNumber, de 1 a 21): “primeiros dias” e “começo” só na semana 1 (dias 1 a 7); a partir do dia 8, não volte às práticas da semana 1 como se fossem novas, só como revisão explícita (“Revisão do dia 4: …”); no dia 21, o último, não fale de “amanhã” do programa nem de um dia 22: fale do que continua depois dele.',
    check: (text, { dayNumber, given }) => {
      if (dayNumber === undefined) return [];
      const prose = withoutQuotes(text, given);
      const problems: string[] = [];
      if (dayNumber >= 8)
        problems.push(
          ...found(prose, /primeiros dias|\bcomeço\b/gi, `semana 1 no dia ${dayNumber}`),
          ...sentencesOf(prose)
            .filter((sentence) => week1Basics.test(sentence) && !reviewMarker.test(sentence))
            .map((sentence) => `prática da semana 1 como nova no dia ${dayNumber}: “${sentence}”`),
        );
      if (dayNumber === 21)
        problems.push(
          ...found(
            prose,
            new RegExp(`(?<!${letter})amanhã(?!${letter})|\\bdia 22\\b`, 'giu'),
            'depois do último dia',
          ),
        );
      return problems;
    },
  },
  {
    id: 'pontuacao',
    instruction: 'Revise a pontuação: nada de espaços duplos nem de pontuação dobrada ou solta (“..”, “ ,”).',
    check: (text) => [
      ...(text.trim() === '' ? ['texto vazio'] : []),
      ...(text !== text.trim() ? ['espaço nas pontas'] : []),
      ...found(text, / {2,}/g, 'espaço duplo'),
      ...found(text, / [,.;:!?]/g, 'espaço antes da pontuação'),
      ...found(text, /(?<!\.)\.\.(?!\.)|[,;:][,.;:!?]|[.!?][,;:]|[!?]\./g, 'pontuação dobrada'),
    ],
  },
  {
    id: 'variar',
    instruction:
      'Varie as palavras: não repita as mesmas frases de uma resposta para outra nem comece sempre do mesmo jeito.',
  },
  {
    id: 'autocuidado',
    instruction:
      'Nunca cite nem parafraseie um texto da pessoa que sugira se machucar ou tirar a própria vida; nesse caso, responda só com cuidado e indique o CVV.',
  },
];

/** Every slip the checkable rules find in one text. */
export function writingProblems(text: string, context: WritingContext = {}): string[] {
  return writingRules.flatMap((rule) =>
    (rule.check?.(text, context) ?? []).map((problem) => `${rule.id}: ${problem}`),
  );
}
