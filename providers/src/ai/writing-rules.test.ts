import { describe, expect, it } from 'vitest';
import { SYSTEM_PROMPT } from './openai/prompts.ts';
import { writingProblems, writingRules } from './writing-rules.ts';

/** Each reported defect of issue 19 (and its kin) must be caught; the fixed wording must pass. */
const slips: [rule: string, text: string, dayNumber?: number][] = [
  ['concordancia', 'Na sua reflexão aparecem a ansiedade ou o nervosismo, e é por aí que vale seguir.'],
  ['concordancia', 'No seu texto de hoje aparece as redes sociais e o sono.'],
  ['concordancia', 'Os temas que mais aparecem no que você escreveu são as notificações.'],
  ['pergunta', 'Parta da pergunta “O mundo que fica fora da tela” e escreva.'],
  ['contagem', 'Você já fez 2 das 5 tarefas da jornada.'],
  ['contagem', 'Você concluiu 1 de 1 dias desta semana e 1 tarefas.'],
  ['contagem', 'Hoje já são 1 de 5 tarefas feitas.'],
  ['contagem', 'Você já fez 5 das 5 tarefas de hoje.'],
  ['contagem', 'Você concluiu 2 de 2 dias desta semana.'],
  ['contagem', 'Você já fez 12 das 35 tarefas de hoje.'],
  ['dia', 'A ansiedade costuma pesar mais principalmente nos primeiros dias.', 17],
  ['dia', 'Este é o começo da jornada.', 12],
  ['dia', 'Amanhã, não pegue o celular nos primeiros 30 minutos depois de acordar.', 19],
  ['dia', 'Amanhã, não pegue o celular na primeira hora depois de acordar.', 19],
  ['dia', 'Repita amanhã o que funcionou hoje.', 21],
  ['dia', 'Amanhã, o dia 22 começa desse chão firme.', 21],
  ['voce', 'Estou aqui contigo, e isso te ajuda.'],
  ['aspas', 'O tema de hoje é "Luz e ritmo".'],
  ['aspas', 'Concluir “Perguntar “o que eu vim buscar?” antes de desbloquear”.'],
  ['e-mail', 'Feche o email antes de dormir.'],
  ['pontuacao', 'Que bom ler isso.. Continue , sem pressa.'],
  ['pontuacao', 'Um  dia de cada vez.'],
];

const clean: [text: string, dayNumber?: number][] = [
  ['Na sua reflexão aparece a ansiedade ou o nervosismo, e é por aí que vale seguir.', 17],
  ['Na sua reflexão aparecem o celular na hora de dormir e as redes sociais, e é por aí que vale seguir.', 3],
  ['Parta da pergunta “Quem manda na sua atenção?” e escreva.', 3],
  ['Parta do título da reflexão de hoje, “O mundo que fica fora da tela”, e escreva.', 12],
  ['No dia 17, “Redes sociais com intenção”, você já fez 2 das 5 tarefas de hoje (40% do dia).', 17],
  ['Você já fez as 5 tarefas de hoje, e 1 dia concluído antes deste.', 9],
  ['Nos primeiros dias, ficar sem o celular costuma gerar inquietação.', 4],
  ['Hoje à noite, deixe o celular carregando fora do quarto, como no dia 6.', 15],
  ['Revisão do dia 4: primeira meia hora sem celular.', 11],
  ['Repita nos próximos dias o que funcionou hoje.', 21],
  ['O tema de hoje é “O fim do programa é o começo do seu jeito de viver”.', 21],
  ['Tire os contadores do e-mail e conte com você mesmo.', 3],
  ['Concluir “Perguntar ‘o que eu vim buscar?’ antes de desbloquear”.', 2],
  ['Está tudo bem. Até amanhã, e conte comigo.', 20],
];

describe('writing rules', () => {
  it.each(slips)('%s catches: %s', (rule, text, dayNumber) => {
    expect(writingProblems(text, { dayNumber }).some((problem) => problem.startsWith(`${rule}:`))).toBe(true);
  });

  it.each(clean)('passes: %s', (text, dayNumber) => {
    expect(writingProblems(text, { dayNumber })).toEqual([]);
  });

  it('gives every rule an id of its own and a pt-BR instruction', () => {
    expect(new Set(writingRules.map((rule) => rule.id)).size).toBe(writingRules.length);
    for (const rule of writingRules) expect(rule.instruction).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ].*\.$/);
  });

  it('the OpenAI system prompt carries every rule and passes them itself', () => {
    for (const rule of writingRules) expect(SYSTEM_PROMPT).toContain(rule.instruction);
    expect(SYSTEM_PROMPT).not.toContain('"');
  });
});
