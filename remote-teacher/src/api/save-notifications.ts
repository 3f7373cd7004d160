import { api } from 'shared-auth';
import { apiPaths, type MyContactResponse, type MyNotificationsInput } from 'shared-domain';
import { useMeMutation } from './use-me-mutation';

export const saveNotifications = (input: MyNotificationsInput) => api.put<MyContactResponse>(apiPaths.myNotifications, input);

/** PUT me/notifications: the teacher's notification choices. */
export const useSaveNotifications = () => useMeMutation(saveNotifications);
