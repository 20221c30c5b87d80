import { describe, expect, it } from 'vitest';
import { apiEnvironment } from './environment.ts';

describe('apiEnvironment', () => {
  it.each([
    ['localhost', 'http:', 'local'],
    ['127.0.0.1', 'http:', 'local'],
    ['192.168.0.12', 'http:', 'local'],
    ['app.detox21.com.br', 'https:', 'production'],
    ['app.detox21.com.br', 'http:', 'other'],
    ['172.40.1.1', 'http:', 'other'],
  ])('%s over %s is %s', (hostname, protocol, expected) => {
    expect(apiEnvironment(hostname, protocol)).toBe(expected);
  });
});
