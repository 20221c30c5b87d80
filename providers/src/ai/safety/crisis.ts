import { normalizeForSafety } from './normalize.ts';

/**
 * Phrasings that suggest a risk of suicide or self-harm, in Brazilian Portuguese as people write it. A match
 * makes both providers answer with care and point to CVV instead of coaching. When unsure we lean towards
 * caring: a false alarm costs a kind message, a miss costs far more. Idioms that only sound alike
 * ("morri de rir", "me mata de raiva", "quero sumir das redes") are excluded on purpose.
 */
const END = String.raw`\s*(?:[.!?,;…]|$)`;
const crisisPatterns: readonly { signal: string; pattern: RegExp }[] = [
  { signal: 'suicídio', pattern: /\bsuicid/ },
  { signal: 'se matar', pattern: /\b(?:me matar|me mato|matar-me|me matando)\b(?!\s+(?:de|com)\b)/ },
  {
    signal: 'tirar a própria vida',
    pattern:
      /\b(?:tirar|acabar com|por fim (?:a|na)|dar (?:um )?fim (?:a|na)|encerrar) (?:a )?(?:minha )?(?:propria )?vida\b(?! (?:social|digital|online|amorosa|profissional))/,
  },
  {
    signal: 'querer morrer',
    pattern: /\b(?:quero|queria|vontade de|desejo de|prefiro|preferia|melhor) (?:mais )?morrer\b(?! de\b)/,
  },
  { signal: 'querer morrer', pattern: /\b(?:quero|queria|preferia) estar mort[oa]\b/ },
  { signal: 'querer morrer', pattern: /\bse eu (?:morresse|sumisse|nao existisse|nao estivesse aqui)\b/ },
  {
    signal: 'não querer viver',
    pattern:
      /\bnao (?:quero|aguento|consigo|tenho vontade de) (?:mais )?(?:viver|existir|continuar vivend[oa])\b/,
  },
  {
    signal: 'não querer viver',
    pattern: /\bnao tenho (?:mais )?(?:motivos?|razao|razoes) (?:para|pra) viver\b/,
  },
  {
    signal: 'não querer viver',
    pattern: /\b(?:sem vontade de|cansad[oa] de|desistir de|desisti de|desistindo de) viver\b/,
  },
  { signal: 'não querer viver', pattern: /\bdesist(?:ir|i|indo|o) da vida\b/ },
  {
    signal: 'vida sem sentido',
    pattern:
      /\b(?:(?:a |minha )?vida (?:nao tem|perdeu o) (?:mais )?sentido|vida sem sentido|nao vejo (?:mais )?sentido (?:na|em) (?:minha )?(?:vida|viver|nada))\b/,
  },
  {
    signal: 'desaparecer',
    pattern:
      /\b(?:quero|queria|preferia|vontade de) (?:nao existir|desaparecer para sempre|sumir para sempre|sumir de vez|sumir do mundo)\b/,
  },
  { signal: 'desaparecer', pattern: new RegExp(String.raw`\b(?:quero|queria|vontade de) sumir${END}`) },
  { signal: 'desaparecer', pattern: /\bdormir e nao acordar\b/ },
  { signal: 'autolesão', pattern: /\b(?:autolesao|auto-lesao|automutila|auto-mutila|auto mutila)/ },
  {
    signal: 'autolesão',
    pattern:
      /\b(?:(?:quero|queria|vontade de|pensando em|penso em|pensei em|vou) me (?:machucar|cortar|ferir|queimar)|(?:tenho me|voltei a me|comecei a me) (?:machucad[oa]|machucar|cortad[oa]|cortar|ferid[oa]|ferir|queimad[oa]|queimar))\b/,
  },
  {
    signal: 'autolesão',
    pattern: /\bme (?:corto|cortei|cortando|machuco|machuquei) (?:de proposito|para aliviar|pra aliviar)/,
  },
  {
    signal: 'não aguentar mais',
    pattern: new RegExp(
      String.raw`\bnao aguento mais(?:${END}| (?:viver|essa vida|a vida|minha vida|existir|sofrer|essa dor|tanta dor|tanto sofrimento|me sentir assim|ficar assim|ser assim|essa tristeza|essa angustia|chorar|nada|tudo|de tanto|eu mesm[oa])\b)`,
    ),
  },
  {
    signal: 'acabar com tudo',
    pattern: new RegExp(String.raw`\b(?:quero|queria|vou|vontade de|pensando em) acabar com tudo${END}`),
  },
  {
    signal: 'ser um peso',
    pattern:
      /\b(?:(?:ficaria|ficariam|estaria|estariam|seria|seriam|vivem|viveriam) melhor(?:es)? sem mim|ninguem (?:vai )?sentir(?:ia)? (?:a )?minha falta|sou um peso (?:para|pra) )/,
  },
  {
    signal: 'meio de autolesão',
    pattern:
      /\b(?:me enforcar|pular da ponte|pular do predio|pular da janela|overdose|tomar (?:todos os|todas as|um monte de|varios|varias|a cartela de) (?:remedios|comprimidos|pilulas))\b/,
  },
];

/** The kind of risk a text suggests (never the user's words), or undefined when none. */
export function crisisSignal(text: string): string | undefined {
  const normalized = normalizeForSafety(text);
  return crisisPatterns.find(({ pattern }) => pattern.test(normalized))?.signal;
}

export function suggestsCrisis(text: string): boolean {
  return crisisSignal(text) !== undefined;
}
