import type { TestWebhookResult } from '@detox/server/contracts/kirvano';
import { api } from '../../shared/api/api.ts';

const webhookTestApi = api.injectEndpoints({
  endpoints: (build) => ({
    runTestWebhook: build.mutation<TestWebhookResult, Record<string, unknown>>({
      query: (body) => ({ url: '/kirvano/test-webhook', method: 'POST', body }),
    }),
  }),
});

export const { useRunTestWebhookMutation } = webhookTestApi;
