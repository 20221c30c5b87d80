/** Small pt-BR wording helpers shared by the fake mentor's templates. */

/** The reflection prompt's title is a question only when it ends with '?'; otherwise it is the day's theme. */
export const isQuestion = (title: string) => title.trim().endsWith('?');

/** "a pergunta "X?"" for a question, "o tema do dia, "X"" for a title that is not one. */
export const promptReference = (title: string) =>
  isQuestion(title) ? `a pergunta "${title}"` : `o tema do dia, "${title}"`;

/** Same, after "de" ("parta da pergunta ..." / "parta do tema do dia, ..."). */
export const fromPrompt = (title: string) =>
  isQuestion(title) ? `da pergunta "${title}"` : `do tema do dia, "${title}"`;

/** Same, after "a" ("responde à pergunta ..." / "responde ao tema do dia, ..."). */
export const toPrompt = (title: string) =>
  isQuestion(title) ? `à pergunta "${title}"` : `ao tema do dia, "${title}"`;

/** 1, 2 or 3: the programme's week for a day. */
export const weekOf = (dayNumber: number) => (dayNumber <= 7 ? 1 : dayNumber <= 14 ? 2 : 3);

/** Where the person is in the programme, to say "nos primeiros dias" only when it is true. */
export function stageOf(dayNumber: number): string {
  const week = weekOf(dayNumber);
  return week === 1 ? 'nos primeiros dias' : week === 2 ? 'na segunda semana' : 'na reta final';
}

/** "aparece X" / "aparecem X e Y": the verb agrees with how many items are listed. */
export const agree = (count: number, one: string, many: string) => (count === 1 ? one : many);
