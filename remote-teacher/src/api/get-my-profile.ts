import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type MyProfileResponse } from 'shared-domain';
import { meKeys } from './me-keys';

export const getMyProfile = () => api.get<MyProfileResponse>(apiPaths.myProfile);

export const myProfileQueryOptions = () => queryOptions({ queryKey: meKeys.profile, queryFn: () => getMyProfile() });

/** GET me/profile: the teacher's public profile. */
export const useMyProfile = () => useQuery(myProfileQueryOptions());
