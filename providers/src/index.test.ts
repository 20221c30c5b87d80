import { describe, expect, it } from 'vitest';
import { createProviders } from './index.ts';

describe('createProviders', () => {
  it('gives the fake mentor and the local pt-BR voice by default', () => {
    const { ai, tts } = createProviders({ ai: 'fake' });
    expect([ai.name, tts.name, tts.model]).toEqual(['fake', 'local', 'espeak-ng-pt-br']);
  });

  it('gives the breathing tone when asked, for tests that need fixed output', () => {
    expect(createProviders({ ai: 'fake', tts: 'fake' }).tts.name).toBe('fake');
  });

  it('gives the OpenAI adapters with the configured models', () => {
    const { ai, tts } = createProviders({
      ai: 'openai',
      openai: { apiKey: 'sk-test', model: 'gpt-4o-mini', ttsModel: 'gpt-4o-mini-tts' },
    });
    expect([ai.name, ai.model, tts.name, tts.model]).toEqual([
      'openai',
      'gpt-4o-mini',
      'openai',
      'gpt-4o-mini-tts',
    ]);
  });

  it('refuses OpenAI without a key, naming the variable', () => {
    expect(() =>
      createProviders({ ai: 'openai', openai: { model: 'gpt-4o-mini', ttsModel: 'tts' } }),
    ).toThrow(/OPENAI_API_KEY/);
  });
});
