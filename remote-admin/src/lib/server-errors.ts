import { ApiError } from 'shared-auth';

export const isConflict = (err: unknown): err is ApiError => err instanceof ApiError && err.status === 409;
export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;
