import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { StaffArea } from 'shared-domain';
import { useTeacher } from '../api/get-teacher';
import { teacherKeys } from '../api/query-keys';
import { teacherPaths, type TeacherLocationState } from '../paths';

/**
 * The record a /{role}/teachers/{id} page shows: seeded from navigation state, fetched on a direct visit or reload.
 * The lists link by record number: once that record is in, the address becomes its id (same record, no second
 * fetch); `redirecting` is true until then.
 */
export function useRecordRoute(role: StaffArea) {
  const { id = '' } = useParams();
  const location = useLocation();
  const state = location.state as TeacherLocationState | null;
  const query = useTeacher(id, state?.teacher);
  const client = useQueryClient();
  const navigate = useNavigate();
  const redirecting = !!query.data && query.data._id !== id;
  useEffect(() => {
    if (!redirecting || !query.data) return;
    client.setQueryData(teacherKeys.detail(query.data._id), query.data);
    // The section a link names (#record-supervisions) and its query stay: only the record number becomes the id.
    void navigate(`${teacherPaths(role).detail.getHref(query.data._id)}${location.search}${location.hash}`, { replace: true });
  }, [redirecting, query.data, client, navigate, role, location.search, location.hash]);
  return { id, query, redirecting };
}
