import { api } from 'shared-auth';
import { apiPaths, type MyContactInput, type MyContactResponse } from 'shared-domain';
import { useMeMutation } from './use-me-mutation';

export const saveContact = (input: MyContactInput) => api.put<MyContactResponse>(apiPaths.myContact, input);

/** PUT me/contact: the teacher's contact details. */
export const useSaveContact = () => useMeMutation(saveContact);
