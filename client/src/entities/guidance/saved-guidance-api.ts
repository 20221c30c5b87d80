import type {
  DeleteGuidanceResponse,
  SavedGuidanceDto,
  SavedGuidanceListResponse,
  GuidanceType,
  SaveGuidanceRequest,
  SaveGuidanceResponse,
} from '@detox/server/contracts/saved-guidance';
import { api } from '../../shared/api/api.ts';
import { keptOnDevice, queuedInOutbox } from '../../shared/offline/offline-endpoint.ts';
import { guidanceEditKind, overlayGuidance } from './saved-guidance-overlay.ts';
import { guidanceStrings } from './strings.ts';

/** A write with the Idempotency-Key of the user action that made it (replayed as is by the offline outbox). */
export type Keyed<Body> = Body & { key: string };

const listTag = { type: 'SavedGuidance', id: 'LIST' } as const;

/** An edit of a saved item (favourite, notes, progress) made offline waits in the outbox; the list shows it. */
const queuedEdit = queuedInOutbox({
  kind: guidanceEditKind,
  tags: ['SavedGuidance'],
  what: guidanceStrings.outboxEdit,
});

/** The list's filters (spec §7): one day, one type, how many. */
export interface GuidanceFilter {
  dayNumber?: number;
  guidanceType?: GuidanceType;
  limit?: number;
}

/** /api/ai/saved-guidance (spec §7): saved guidance, its favourite flag, notes and progress. */
export const savedGuidanceApi = api.enhanceEndpoints({ addTagTypes: ['SavedGuidance'] }).injectEndpoints({
  endpoints: (build) => ({
    getSavedGuidance: build.query<SavedGuidanceDto[], GuidanceFilter>({
      query: (filter) => ({ url: '/ai/saved-guidance', params: { ...filter } }),
      transformResponse: (response: SavedGuidanceListResponse) => response.guidance,
      providesTags: [listTag],
      extraOptions: keptOnDevice(overlayGuidance),
    }),
    saveGuidance: build.mutation<SaveGuidanceResponse, Keyed<SaveGuidanceRequest>>({
      query: ({ key, ...body }) => ({
        url: '/ai/save-guidance',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
      invalidatesTags: (result) => (result ? [listTag] : []),
    }),
    setGuidanceFavorite: build.mutation<SavedGuidanceDto, Keyed<{ id: string; isFavorite: boolean }>>({
      query: ({ key, id, isFavorite }) => ({
        url: `/ai/saved-guidance/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { isFavorite },
        headers: { 'Idempotency-Key': key },
      }),
      extraOptions: queuedEdit,
      invalidatesTags: (result) => (result ? [listTag] : []),
    }),
    setGuidanceNotes: build.mutation<SavedGuidanceDto, Keyed<{ id: string; notes: string }>>({
      query: ({ key, id, notes }) => ({
        url: `/ai/saved-guidance/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { notes },
        headers: { 'Idempotency-Key': key },
      }),
      extraOptions: queuedEdit,
      invalidatesTags: (result) => (result ? [listTag] : []),
    }),
    setGuidanceProgress: build.mutation<
      SavedGuidanceDto,
      Keyed<{ id: string; content: Record<string, unknown> }>
    >({
      query: ({ key, id, content }) => ({
        url: `/ai/saved-guidance/${encodeURIComponent(id)}/progress`,
        method: 'PUT',
        body: { content },
        headers: { 'Idempotency-Key': key },
      }),
      extraOptions: queuedEdit,
      invalidatesTags: (result) => (result ? [listTag] : []),
    }),
    deleteGuidance: build.mutation<DeleteGuidanceResponse, Keyed<{ id: string }>>({
      query: ({ key, id }) => ({
        url: `/ai/saved-guidance/${encodeURIComponent(id)}`,
        method: 'DELETE',
        // An empty JSON body: over real HTTP a body-less DELETE reaches the API with a body stream and no
        // Content-Type, which its JSON-only check refuses (400).
        body: {},
        headers: { 'Idempotency-Key': key },
      }),
      invalidatesTags: (_result, error) => (error ? [] : [listTag]),
    }),
  }),
});

export const {
  useGetSavedGuidanceQuery,
  useSaveGuidanceMutation,
  useSetGuidanceFavoriteMutation,
  useSetGuidanceNotesMutation,

  useDeleteGuidanceMutation,
} = savedGuidanceApi;
