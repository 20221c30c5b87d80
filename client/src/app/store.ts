import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  type PersistState,
  PURGE,
  persistReducer,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { mirrorSessionToStorage } from '../entities/auth/auth-mirror.ts';
import { authSlice } from '../entities/auth/auth-slice.ts';
import { api } from '../shared/api/api.ts';

const rootReducer = combineReducers({
  [authSlice.reducerPath]: authSlice.reducer,
  // The outbox and the last-known reads are not slices: one localStorage key per entry
  // (shared/offline/, docs/decisions/0008), so two tabs never overwrite each other's actions.
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

const persistConfig = {
  key: 'detox',
  version: 1,
  storage,
  // The RTK Query cache is rebuilt from the server; persisting it would resurrect stale reads.
  blacklist: [api.reducerPath],
};

// redux-persist's typings predate Redux 5's preloaded-state type parameter. At runtime a partial state
// without `_persist` is exactly what it expects before rehydration, hence this one cast.
type PersistedRootReducer = Reducer<
  RootState & { _persist: PersistState },
  UnknownAction,
  Partial<RootState>
>;

export function makeStore(preloadedState?: Partial<RootState>) {
  // One persisted reducer per store: redux-persist keeps its write queue in the reducer's closure.
  const reducer = persistReducer(persistConfig, rootReducer) as PersistedRootReducer;
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  mirrorSessionToStorage(store);
  return store;
}
