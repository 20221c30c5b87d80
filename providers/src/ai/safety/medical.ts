import { normalizeForSafety } from './normalize.ts';

/**
 * Questions the mentor must not answer itself: medicines, doses, diagnoses, treatments. The fake answers them
 * by pointing to a health professional; the OpenAI prompts carry the same rule.
 */
const medicalPatterns: readonly RegExp[] = [
  /\b(?:remedio|remedios|medicamento|medicamentos|medicacao|comprimido|comprimidos|tarja preta)\b/,
  /\b(?:dose|dosagem|miligramas|\d+ ?mg)\b/,
  /\b(?:antidepressivo|ansiolitico|calmante|rivotril|clonazepam|fluoxetina|sertralina|zolpidem|ritalina|melatonina)\w*/,
  /\b(?:diagnostico|diagnosticar|tratamento|terapia medica|psiquiatra me receitou)\b/,
  /\b(?:eu tenho|sera que tenho|acho que tenho|sera que sou|tenho) (?:depressao|ansiedade generalizada|tdah|toc|transtorno|bipolaridade|burnout|insonia cronica)\b/,
];

export function asksForMedicalAdvice(text: string): boolean {
  const normalized = normalizeForSafety(text);
  return medicalPatterns.some((pattern) => pattern.test(normalized));
}
