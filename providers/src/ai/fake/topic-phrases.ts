import type { ReflectionTopic } from './facts.ts';

/** How the fake mentor names a topic it found in a reflection, inside a sentence. */
const phrases: Record<ReflectionTopic, string> = {
  sono: 'o celular na hora de dormir',
  trabalho: 'a pressão do trabalho ou dos estudos',
  ansiedade: 'a ansiedade ou o nervosismo',
  pessoas: 'as pessoas ao seu redor',
  redes: 'as redes sociais',
  notificações: 'as notificações',
  tédio: 'os momentos de tédio',
  conquista: 'uma sensação de conquista',
  dificuldade: 'as dificuldades do dia',
};

export const topicPhrase = (topic: ReflectionTopic) => phrases[topic];
