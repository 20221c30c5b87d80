import { CARE_CHECK_IN_HEADER, type CareCheckInRequest } from '@detox/server/contracts/ai';
import { useCallback } from 'react';
import { api } from '../../shared/api/api.ts';
import type { CareCheckInAnswer } from '../../shared/care/care-check-in.tsx';
import { useActionKeys } from '../progress/action-key.ts';
import type { Keyed } from './saved-guidance-api.ts';

/** Where the check-in was asked: the AI surface, as the server's CareCheckInAnswered records it. */
export type CareSurface = CareCheckInRequest['surface'];

/**
 * An AI request that may be sent again after the person answered "Não, estou bem" to the mentor's check-in
 * (issue 31): the same body, plus `careCheckIn`, which becomes the header `X-Care-Check-In: ok` (then only a
 * confident crisis stops the answer).
 */
export type CheckedIn<Body> = Body & { careCheckIn?: boolean };

/** The POST of a CheckedIn request: `careCheckIn` leaves the body and becomes the header. */
export function checkedInPost<Body extends object>(url: string, { careCheckIn, ...body }: CheckedIn<Body>) {
  return {
    url,
    method: 'POST' as const,
    body,
    ...(careCheckIn === true ? { headers: { [CARE_CHECK_IN_HEADER]: 'ok' } } : {}),
  };
}

/** The same request with the check-in answered: what a surface sends after "Não, estou bem". */
export const afterCheckIn = <Body extends object>(request: Body): CheckedIn<Body> => ({
  ...request,
  careCheckIn: true,
});

const careCheckInApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/ai/care-check-in: the answer only (the surface and day), never the person's words. */
    answerCareCheckIn: build.mutation<
      { answer: CareCheckInAnswer; care: boolean },
      Keyed<CareCheckInRequest>
    >({
      query: ({ key, ...body }) => ({
        url: '/ai/care-check-in',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    }),
  }),
});

/**
 * What CareCheckIn's `send` needs on a surface: records the answer, each with its own Idempotency-Key, the same
 * one again when an uncertain failure is retried (so a retry never records it twice). Resolves whether it was
 * recorded.
 */
export function useCareCheckInAnswer(day: number, surface: CareSurface) {
  const [answerCareCheckIn] = careCheckInApi.useAnswerCareCheckInMutation();
  const keys = useActionKeys();
  return useCallback(
    async (answer: CareCheckInAnswer): Promise<boolean> => {
      const request: CareCheckInRequest = { day, surface, answer };
      const result = await answerCareCheckIn({ key: keys.keyFor(request), ...request });
      const error = 'error' in result ? result.error : undefined;
      keys.settle(error);
      return error === undefined;
    },
    [answerCareCheckIn, day, keys, surface],
  );
}
