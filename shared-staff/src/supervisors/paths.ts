import type { Supervisor, StaffArea } from 'shared-domain';

/** Typed paths of the supervisor screens inside a staff area (/{role}/supervisors...). */
export function supervisorPaths(role: StaffArea) {
  const list = `/${role}/supervisors`;
  return {
    list: { getHref: () => list },
    add: { getHref: () => `${list}/add` },
    detail: { getHref: (id: string) => `${list}/${id}`, state: (supervisor: Supervisor) => ({ supervisor }) },
    edit: { getHref: (id: string) => `${list}/${id}/edit` },
  };
}

/** Navigation state the detail page accepts (product spec: the supervisor travels in navigation state). */
export interface SupervisorLocationState {
  supervisor?: Supervisor;
}
