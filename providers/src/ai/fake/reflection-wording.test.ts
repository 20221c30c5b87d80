import { describe, expect, it } from 'vitest';
import type * as s from '../schemas.ts';
import { reflectionAnalysisSchema } from '../schemas/reflection.ts';
import { day3, profile, progressDay3 } from '../testing/sample-inputs.ts';
import { fakeCoaching } from './coaching.ts';
import { fakeInsights } from './insights.ts';
import { fakeReflection } from './reflection.ts';

/** The 21 reflection titles of the programme: only day 3's is a question. */
const promptTitles = [
  'Olhar para os números sem culpa',
  'A mão que vai sozinha',
  'Quem manda na sua atenção?',
  'Quem chega primeiro na sua manhã',
  'A pausa que o corpo pede',
  'Um lugar só para descansar',
  'O que mudou em sete dias',
  'A noite não precisa de mais um episódio',
  'Seu corpo tem um relógio, e a luz é quem dá corda nele',
  'A atenção se treina, como qualquer músculo',
  'Multitarefa é, na verdade, troca rápida de tarefa',
  'O mundo que fica fora da tela',
  'Estar junto não é o mesmo que estar perto',
  'O tédio é a sala de espera das boas ideias',
  'Antes do impulso, uma emoção',
  'Força de vontade oscila; o ambiente fica',
  'De plateia a participante',
  'Um deslize não apaga o caminho',
  'Estar sempre disponível não é o mesmo que ser comprometido',
  'Mudanças se firmam melhor quando têm testemunhas',
  'O fim do programa é o começo do seu jeito de viver',
];

const dayOf = (dayNumber: number): s.ProgrammeDayInput => ({
  ...day3,
  dayNumber,
  title: `Dia ${dayNumber}`,
  theme: `Tema do dia ${dayNumber}`,
  tasks: day3.tasks.map((task, index) => ({ ...task, id: `day${dayNumber}-${index + 1}` })),
  reflectionPrompt: { ...day3.reflectionPrompt, title: promptTitles[dayNumber - 1] ?? 'Sem título' },
});

/** One emotion, two, three; negative, positive, mixed and neutral. */
const texts = [
  'Fiquei nervosa, mas eles toparam',
  'Fiquei muito ansiosa sem o celular hoje de manhã, foi difícil.',
  'Dormi mal porque fiquei no celular até tarde e de manhã estava ansiosa.',
  'O Instagram me puxou o dia todo, fiquei cansada, mas consegui jantar com minha família sem tela.',
  'Hoje foi leve. Consegui caminhar sem o celular e me senti orgulhosa.',
  'Um dia comum. Usei o celular como sempre, sem grandes mudanças.',
];

const previousUpTo = (dayNumber: number, withText: boolean): s.PreviousDay[] =>
  Array.from({ length: dayNumber - 1 }, (_, index) => ({
    dayNumber: index + 1,
    title: `Dia ${index + 1}`,
    reflectionText: withText ? (texts[(index + dayNumber) % texts.length] ?? '') : '',
    audioPlayed: true,
    tasksCompleted: 5,
    totalTasks: 5,
    completed: true,
  }));

const cases = Array.from({ length: 21 }, (_, index) => index + 1).flatMap((dayNumber) =>
  texts.map((reflectionText, textIndex) => ({
    dayNumber,
    reflectionText,
    input: {
      reflectionText,
      profile,
      day: dayOf(dayNumber),
      previousDays: previousUpTo(dayNumber, textIndex % 2 === 0),
    } satisfies s.ReflectionInput,
  })),
);
const replies = cases.map((entry) => ({ ...entry, reply: fakeReflection(entry.input) }));

const textsOf = (reply: s.ReflectionAnalysis) => [
  reply.sentimentAnalysis.daySpecificContext,
  ...reply.insights,
  reply.progressAssessment,
  reply.validation,
  reply.guidance,
];
const whole = (reply: s.ReflectionAnalysis) => textsOf(reply).join(' ');
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÂÊÔÃÕÇ"])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

describe('fake reflection wording (issue 19)', () => {
  it(`writes ${replies.length} valid replies and prints samples`, () => {
    for (const { reply } of replies) expect(() => reflectionAnalysisSchema.parse(reply)).not.toThrow();
    const samples = [0, 25, 70, 98, 121].map((index) => replies[index]);
    for (const sample of samples)
      if (sample)
        console.log(
          `\n--- dia ${sample.dayNumber}, "${sample.reflectionText}" ---\n` +
            `tom: ${sample.reply.sentimentAnalysis.tone} / emoção: ${sample.reply.sentimentAnalysis.emotion}\n` +
            textsOf(sample.reply).join('\n'),
        );
  });

  it('agrees the verb with the number of items listed', () => {
    for (const { reply } of replies) {
      const text = whole(reply);
      // "aparecem X." or "aparecem X," with a single item (no " e " before the end of the list).
      for (const match of text.matchAll(/\baparecem ((?:a|o|as|os|um|uma) [^.]*?)(?:\.|, e é)/g))
        expect(match[1], text).toMatch(/ e /);
      for (const match of text.matchAll(/\baparece ((?:a|o|as|os|um|uma) [^.]*?)(?:\.|, e é)/g))
        expect(match[1], text).not.toMatch(/ e /);
    }
  });

  it('calls the prompt a question only when it is one', () => {
    for (const { reply } of replies) {
      const text = whole(reply);
      for (const match of text.matchAll(/pergunta ["'“]([^"'”]+)["'”]/g))
        expect(match[1], text).toMatch(/\?$/);
    }
  });

  it('says "primeiros dias" only in week 1', () => {
    for (const { dayNumber, reply } of replies)
      if (dayNumber > 7) expect(whole(reply)).not.toContain('primeiros dias');
  });

  it('reads "Fiquei nervosa, mas eles toparam" as a good outcome', () => {
    for (const { reply } of replies.filter((entry) => entry.reflectionText === texts[0])) {
      expect(reply.sentimentAnalysis.tone).toBe('positivo');
      expect(whole(reply)).not.toContain('quando o celular não está por perto');
    }
  });

  it('repeats no sentence in more than 20% of the replies', () => {
    const counts = new Map<string, number>();
    for (const { reply } of replies)
      for (const sentence of new Set(sentencesOf(whole(reply))))
        counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
    const [top, topCount] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    const validations = new Set(replies.map(({ reply }) => reply.validation));
    const insights = new Set(replies.flatMap(({ reply }) => reply.insights));
    console.log(
      `\n${replies.length} respostas: ${validations.size} validações distintas, ${insights.size} insights distintos; ` +
        `frase mais repetida (${topCount}x): "${top}"`,
    );
    expect(topCount / replies.length, top).toBeLessThanOrEqual(0.2);
    expect(validations.size).toBeGreaterThanOrEqual(15);
  });
});

describe('fake coaching and insights wording (issue 19)', () => {
  it('agrees "aparece/aparecem" and offers week-1 practices from day 8 on only as a review', () => {
    for (const dayNumber of [4, 12, 19])
      for (const reflectionText of texts) {
        const draft = fakeCoaching({
          profile,
          day: dayOf(dayNumber),
          progress: { ...progressDay3, reflectionText },
          previousDays: [],
        });
        for (const match of draft.analysis.matchAll(/\baparecem (.*?), e é/g))
          expect(match[1]).toMatch(/ e /);
        for (const match of draft.analysis.matchAll(/\baparece (.*?), e é/g))
          expect(match[1]).not.toMatch(/ e /);
        for (const suggestion of draft.suggestions)
          if (
            dayNumber >= 8 &&
            /meia hora sem celular|fora do quarto|refeição sem tela|grupo mais barulhento/i.test(
              suggestion.title,
            )
          )
            expect(suggestion.title).toMatch(/^Revisão do dia \d:/);
      }
  });

  it("counts the day's tasks as the day's", () => {
    const insights = fakeInsights({
      profile,
      day: dayOf(17),
      dayNumber: 17,
      mood: 'bem',
      reflectionText: texts[3] ?? '',
      questionnaireToday: [],
      previousDays: [],
      progressSummary: { completedTasks: 2, totalTasks: 5, progressPercentage: 40 },
    });
    expect(insights.narrative).toContain('2 das 5 tarefas de hoje');
    expect(insights.narrative).not.toContain('tarefas da jornada');
  });
});
