import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { api } from './api/api.ts';

// Use these instead of the plain react-redux hooks. They cannot name the app's RootState (app/store.ts is built
// from the layers below it): each selector says which part of the state it reads (e.g. `{ auth: AuthState }`),
// and dispatch knows the api slice's part, which RTK Query's thunks (updateQueryData…) read.
type ApiState = Record<typeof api.reducerPath, ReturnType<typeof api.reducer>>;

export const useAppDispatch = useDispatch.withTypes<ThunkDispatch<ApiState, unknown, UnknownAction>>();
export const useAppSelector = useSelector;
