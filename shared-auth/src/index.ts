export { AuthProvider, useAuth, roleLanding } from './auth-provider';
export { useAuthStore, isRemembered, registerSessionCache, type AuthState, type AuthStatus, type SignInResult } from './store';
export { api, apiFetch, apiUrl, ApiError, type RequestOptions } from './api-client';
// The landing's data asked for with the sign-in answer.
export { startEarlyData, takeEarlyData, earlyOr } from './early-data';
export { reportClientError, clientErrorReport } from './client-errors';
export { errorMessage, applyFieldErrors, type FieldErrorTarget } from './errors';
export { useAccountSettings, changeEmail, changePassword, type ChangeEmailValues, type ChangePasswordValues } from './account';
export { useAppConfig, getAppConfig, setAppConfig, useConfigStore, DEFAULT_APP_CONFIG } from './config';
export { STORAGE_KEYS, clearSession, readSession, storeSchoolData } from './storage';
