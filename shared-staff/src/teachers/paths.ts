import type { Teacher, StaffArea } from 'shared-domain';

/** Typed paths of the teacher screens inside a staff area (/{role}/teachers...). */
export function teacherPaths(role: StaffArea) {
  const list = `/${role}/teachers`;
  return {
    list: { getHref: () => list },
    add: { getHref: () => `${list}/add`, state: { isNewTeacher: true } as const },
    import: { getHref: () => `${list}/import` },
    detail: {
      getHref: (id: string) => `${list}/${id}`,
      state: (teacher: Teacher) => ({ teacher }),
    },
    /** The printable evidence page (documents, hours, observations with receipts). */
    evidence: { getHref: (id: string) => `${list}/${id}/evidence` },
  };
}

/** Navigation state the record page accepts (product spec: the record travels in navigation state). */
export interface TeacherLocationState {
  teacher?: Teacher;
  isNewTeacher?: boolean;
}
