import { describe, expect, it } from 'vitest';
import { normalizeForCrisis } from './normalize.ts';
import { screenInput } from './policy.ts';

/**
 * Rounds 38 and 40 to 42 (decision 0025, "Session 41"): migrants who write in Spanish, French or Haitian Creole. Before
 * them, a crisis said wholly in Spanish got no answer at all (a Venezuelan migrants' set: 20% of crises, 41 people at
 * risk with nothing). A deaf writer's glosses ("EU QUERER MORRER") are answered by the check as it is.
 */
describe('the crisis check reads Spanish, French and Haitian Creole', () => {
  it.each([
    'ya no quiero vivir, no aguanto más este abrigo',
    'tengo ganas de matarme desde que llegué',
    'pienso en quitarme la vida todas las noches',
    'je veux mourir, je suis fatiguée de vivre ici',
    'mwen pa vle viv ankò',
    'EU QUERER MORRER. CANSADO TUDO',
    // Round 40.
    'quiero saber como se hace pa no despertar nunca mas',
    'si me pasa algo, le deje las llaves a mi hermana y la carta en el cajon',
    // Round 41.
    'no merezco seguir viviendo despues de lo que hice',
    'quisiera dormirme y no despertar nunca',
  ])('answers the writer of %j', (text) => {
    const decision = screenInput([text]);
    expect(['card', 'check-in']).toContain(decision?.level);
    expect(decision?.signal).not.toBe('someone-else');
  });

  it.each([
    'mi hermana dice que se quiere matar, qué hago?',
    'un collègue m’a dit qu’il a acheté une corde pour se pendre',
    // Round 40.
    'mi vecino se corto otra vez los brazos, que hago',
    // Round 41.
    'mon frère a fait une tentative hier, comment je peux l’aider?',
    'mi compañero se encerro en el baño con las pastillas y no abre',
    // Round 42.
    'mi cuñada me conto que quiere irse de este mundo, que hago?',
    'ma soeur m’a dit qu’on serait mieux sans elle, je ne sais pas quoi faire',
    'mi compañera de cuarto se quema los brazos con el encendedor',
  ])('gives the helper’s words for someone else in %j', (text) => {
    expect(screenInput([text])).toMatchObject({ signal: 'someone-else' });
  });

  it.each([
    'me quiero morir de la vergüenza kkkk',
    'quiero vivir mucho, estoy bien de verdad',
    'mañana tengo entrevista de trabajo, deseenme suerte',
  ])('leaves %j alone', (text) => {
    expect(screenInput([text])).toBeUndefined();
  });

  it('reads a Portuguese text as it did: only words that are not Portuguese are translated', () => {
    for (const text of [
      'o dia todo com a minha mae, no meu quarto',
      'no despertar do dia eu medito',
      'eu li um livro e ele te ama',
      'vou seguir viva pelos meus filhos, ai meu deus, uma vez mais',
      'o papa falou na missa e eu quis ajuda-los',
      'foi uma ma fase, mas a forca voltou, nao force',
      'se ela conseguir da proxima vez, para eu conseguir dormir, medo de ele tentar',
      'missa na igreja da madre deus, perto do edificio novo',
      'a mari disse que eu chamo ela depois',
    ])
      expect(normalizeForCrisis(text)).toBe(text);
    expect(normalizeForCrisis('no quiero vivir')).toBe('nao quero viver');
    expect(normalizeForCrisis('je veux dormir et ne jamais me réveiller')).toBe(
      'eu quero dormir e nunca mais me acordar',
    );
  });
});
