import type { School, StaffArea } from 'shared-domain';

export type SchoolStatusFilter = 'all' | School['status'];

/** Typed paths of the school screens inside a staff area (/{role}/schools...). */
export function schoolPaths(role: StaffArea) {
  const list = `/${role}/schools`;
  return {
    list: { getHref: (status: SchoolStatusFilter = 'all') => (status === 'all' ? list : `${list}?status=${status}`) },
    add: { getHref: () => `${list}/add` },
    detail: { getHref: (id: string) => `${list}/${id}` },
  };
}
