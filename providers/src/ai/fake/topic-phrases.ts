import type { ReflectionTopic } from './facts.ts';

/** How the fake mentor names a topic it found in a reflection, inside a sentence. */
const phrases: Record<ReflectionTopic, string> = {
  sono: 'o sono e o celular na cama',
  trabalho: 'a pressão do trabalho ou dos estudos',
  ansiedade: 'a ansiedade quando o celular não está por perto',
  pessoas: 'as pessoas ao seu redor',
  redes: 'as redes sociais',
  notificações: 'as notificações',
  tédio: 'os momentos de tédio',
  conquista: 'uma sensação de conquista',
  dificuldade: 'as dificuldades, contadas com honestidade',
};

export const topicPhrase = (topic: ReflectionTopic) => phrases[topic];
