import { describe, expect, it } from 'vitest';
import { pipelineRequestOf } from './pipeline-provider.ts';

describe('pipelineRequestOf', () => {
  it('lays the purpose’s loop under the voice', () => {
    expect(pipelineRequestOf({ text: 'Respire.', purpose: 'session' }).musicIndex).toBe(4);
    expect(pipelineRequestOf({ text: 'Respire.', purpose: 'coaching' }).musicIndex).toBe(0);
  });

  it('lays the loop a personalised session chose', () => {
    expect(pipelineRequestOf({ text: 'Respire.', purpose: 'session', musicIndex: 2 }).musicIndex).toBe(2);
  });

  it('reads meditations, sessions and reflections calmly, in the purpose’s voice', () => {
    expect(pipelineRequestOf({ text: 'Respire.', purpose: 'reflection' })).toMatchObject({
      calm: true,
      voice: 'sage',
    });
    expect(pipelineRequestOf({ text: 'Respire.', purpose: 'activity' }).calm).toBe(false);
  });
});
