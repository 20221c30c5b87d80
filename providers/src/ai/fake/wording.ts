/** Small pt-BR wording helpers shared by the fake mentor's templates. */

/** A title or the person's words in curly quotes; quotes inside become single ones (“Perguntar ‘o que…?’”). */
export const quoted = (text: string) => `“${text.replace(/“/g, '‘').replace(/”/g, '’')}”`;

/** The reflection prompt's title is a question only when it ends with '?'; otherwise it is the day's theme. */
export const isQuestion = (title: string) => title.trim().endsWith('?');

/** The prompt named after "de": “parta da pergunta …” for a question, “parta do título da reflexão de hoje, …” else. */
export const fromPrompt = (title: string) =>
  isQuestion(title) ? `da pergunta ${quoted(title)}` : `do título da reflexão de hoje, ${quoted(title)}`;

/** Same, after "a" (“responde à pergunta …” / “responde ao título da reflexão de hoje, …”). */
export const toPrompt = (title: string) =>
  isQuestion(title) ? `à pergunta ${quoted(title)}` : `ao título da reflexão de hoje, ${quoted(title)}`;

/** 1, 2 or 3: the programme's week for a day. */
export const weekOf = (dayNumber: number) => (dayNumber <= 7 ? 1 : dayNumber <= 14 ? 2 : 3);

/** Where the person is in the programme, to say "nos primeiros dias" only when it is true. */
export function stageOf(dayNumber: number): string {
  const week = weekOf(dayNumber);
  return week === 1 ? 'nos primeiros dias' : week === 2 ? 'na segunda semana' : 'na reta final';
}

/** "aparece X" / "aparecem X e Y": the verb agrees with how many items are listed. */
export const agree = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** Practices week 1 teaches, and the day that teaches each one. */
const week1Practices: readonly (readonly [RegExp, number])[] = [
  [/fora do quarto/i, 6],
  [
    /primeira hora (?:depois de acordar|sem celular)|primeiros 30 minutos depois de acordar|meia hora sem celular/i,
    4,
  ],
  [/refeição sem (?:tela|celular)/i, 5],
  [/grupo mais barulhento/i, 3],
];

/**
 * From day 8 on, a week-1 practice is offered as a review of the day that taught it ("…, como no dia 6."), so a
 * late day never steps back to the basics as if they were new.
 */
export function asWeek1Review(text: string, dayNumber: number): string {
  if (dayNumber < 8) return text;
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => {
      const taughtOn = week1Practices.find(([practice]) => practice.test(sentence))?.[1];
      if (taughtOn === undefined || /como no dia \d/.test(sentence)) return sentence;
      const end = /[.!?]$/.exec(sentence)?.[0];
      return end
        ? `${sentence.slice(0, -1)}, como no dia ${taughtOn}${end}`
        : `${sentence}, como no dia ${taughtOn}`;
    })
    .join(' ');
}

/** The last day has no "amanhã" in the programme: what comes next is the life after it. */
const isLastDay = (dayNumber: number) => dayNumber >= 21;

/** On day 21 "amanhã" would point at a day 22 that does not exist: the mentor speaks of the days after. */
export function withoutDay22(text: string, dayNumber: number): string {
  if (!isLastDay(dayNumber)) return text;
  return text
    .replace(/\bpara amanhã/g, 'para os próximos dias')
    .replace(/\bde amanhã/g, 'dos próximos dias')
    .replace(/Amanhã/g, 'Nos próximos dias')
    .replace(/amanhã/g, 'nos próximos dias');
}

/** Every string of a generated answer through `write`, keeping its shape. */
export function mapTexts<T>(value: T, write: (text: string) => string): T {
  if (typeof value === 'string') return write(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapTexts(item, write)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapTexts(item, write)])) as T;
  return value;
}
