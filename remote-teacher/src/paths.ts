/** Typed paths of the teacher area (absolute: links leave the remote's relative route table). */
export const paths = {
  dashboard: { path: 'dashboard', getHref: () => '/teacher/dashboard' },
  observations: { path: 'observations', getHref: () => '/teacher/observations' },
  /** One observation in view (the feedback e-mail's link, TEACHER_PAGES.observation). */
  observation: { path: 'observations/:id', getHref: (id: string) => `/teacher/observations/${id}` },
  payments: { path: 'payments', getHref: () => '/teacher/payments' },
  invoice: { path: 'payments/invoices/:id', getHref: (id: string) => `/teacher/payments/invoices/${id}` },
  profile: { path: 'profile', getHref: () => '/teacher/profile' },
  data: { path: 'data', getHref: () => '/teacher/data' },
  // Evidence
  documents: { path: 'documents', getHref: () => '/teacher/documents' },
  fieldHours: { path: 'field-hours', getHref: () => '/teacher/field-hours' },
  // The candidate's path: the offer of admission (TEACHER_PAGES.offer)
  offer: { path: 'offer', getHref: () => '/teacher/offer' },
} as const;
