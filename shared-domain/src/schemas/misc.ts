/** Shapes of the admin-only read models. */
export interface OutboxMessage {
  _id: string;
  to: string;
  subject: string;
  body: string;
  kind: 'school-approved' | 'request-answered' | 'account-created' | 'password-reset' | 'invitation' | 'other';
  status: 'pending' | 'sent' | 'failed' | 'stored';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface DashboardAlert {
  kind: 'school-awaiting-approval' | 'first-observation-due' | 'first-observation-overdue' | 'forms-pending' | 'hire-in-process';
  severity: 'info' | 'warning' | 'danger';
  message: string;
  /** Route in the admin area this alert links to, e.g. /admin/teachers/{id}. */
  href: string;
}

/** GET /api/dashboard (admin). Every figure computed from the data. */
export interface AdminDashboard {
  stats: {
    teachers: { total: number; byStatus: Record<string, number> };
    schools: { active: number; awaitingApproval: number };
    supervisors: { total: number; active: number };
    pendingRequests: number;
    /** Interns whose first formal observation is due within 7 days or overdue with none recorded. */
    observationsDue: number;
    observationsDueThisWeek: number;
    newInquiries: number;
  };
  alerts: DashboardAlert[];
  recentRegistrations: { _id: string; name: string; districtName: string; status: 'active' | 'inactive'; createdAt: string }[];
}
