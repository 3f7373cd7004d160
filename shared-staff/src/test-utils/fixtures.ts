import type { School, Supervisor } from 'shared-domain';

export const supervisor = (over: Partial<Supervisor> = {}): Supervisor => ({
  _id: '11111111-1111-4111-8111-111111111111',
  status: 'active',
  name: { first: 'Maria', last: 'Lopez' },
  email: 'maria@example.org',
  contactInfo: { email: 'maria@example.org', phone: '512-555-0101' },
  credentials: { certification: 'Principal EC-12', yearsExperience: 12, specializations: ['Mathematics', 'ESL'] },
  schoolId: '22222222-2222-4222-8222-222222222222',
  school: { _id: '22222222-2222-4222-8222-222222222222', name: 'Austin High' },
  assignedTeachers: [],
  settings: { maxTeachers: 5, availableForNewTeachers: true, notificationPreferences: { email: true, sms: false } },
  createdAt: '2025-08-01T12:00:00.000Z',
  updatedAt: '2025-08-01T12:00:00.000Z',
  ...over,
});

export const school = (over: Partial<School> = {}): School => ({
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Austin High',
  ncesId: '484800000001',
  districtName: 'Austin ISD',
  status: 'active',
  contactPerson: { name: { first: 'Sam', last: 'Reed' } },
  contactName: 'Sam Reed',
  contactInfo: { email: 'office@austinhigh.example.org', phone: '512-555-0199', address: { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' } },
  settings: { maxInterns: 10, allowsInterns: true },
  currentInterns: 3,
  supervisors: [],
  assignedTeachers: [],
  accountEmail: 'office@austinhigh.example.org',
  createdAt: '2025-08-01T12:00:00.000Z',
  updatedAt: '2025-08-01T12:00:00.000Z',
  ...over,
});
