/** Fills "{name}" placeholders of a pt-BR text; a placeholder without a value stays as it is. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : String(value);
  });
}

/** A count as pt-BR writes it: 5.000, not 5000 (issue 23: numbers in pt-BR formats). */
export function ptBrNumber(value: number): string {
  return value.toLocaleString('pt-BR');
}
