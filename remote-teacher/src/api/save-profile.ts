import { api } from 'shared-auth';
import { apiPaths, type MyProfileInput, type MyProfileResponse } from 'shared-domain';
import { useMeMutation } from './use-me-mutation';

export const saveProfile = (input: MyProfileInput) => api.put<MyProfileResponse>(apiPaths.myProfile, input);

/** PUT me/profile: the teacher's public profile. */
export const useSaveProfile = () => useMeMutation(saveProfile);
