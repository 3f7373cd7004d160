import { alertDue, orderWorkQueue, type DashboardAlert, type WorkQueueEntry } from '..';

const TODAY = '2026-11-28';
const item = (name: string, kind: WorkQueueEntry['kind'], due: string | null) => ({ name, kind, due });
const names = (items: { name: string }[]) => items.map((i) => i.name);

describe('orderWorkQueue', () => {
  it('puts the most days late first across kinds: overdue observations Nov 20, Nov 24, Nov 26 in that order', () => {
    const ordered = orderWorkQueue(
      [
        item('Nov 26', 'first-observation-overdue', '2026-11-26'),
        item('Nov 20', 'first-observation-overdue', '2026-11-20'),
        item('payment Nov 22', 'payment-overdue', '2026-11-22'),
        item('Nov 24', 'first-observation-overdue', '2026-11-24'),
      ],
      TODAY,
    );
    expect(names(ordered)).toEqual(['Nov 20', 'payment Nov 22', 'Nov 24', 'Nov 26']);
    expect(ordered.map((i) => i.late)).toEqual([8, 6, 4, 2]);
  });

  it('puts what is late before what is due, the sooner due date first, and what has no deadline last', () => {
    const ordered = orderWorkQueue(
      [
        item('school', 'school-awaiting-approval', null),
        item('ends Dec 20', 'certification-ending', '2026-12-20'),
        item('request', 'requests', null),
        item('due Dec 1', 'first-observation-due', '2026-12-01'),
        item('due today', 'first-observation-due', TODAY),
        item('1 day late', 'observation-lapsed', '2026-11-27'),
      ],
      TODAY,
    );
    expect(names(ordered)).toEqual(['1 day late', 'due today', 'due Dec 1', 'ends Dec 20', 'request', 'school']);
    expect(ordered.map((i) => i.late)).toEqual([1, 0, -3, -22, null, null]);
  });

  it('breaks a tie by kind (overdue observation before a payment), then keeps the given order', () => {
    const ordered = orderWorkQueue(
      [
        item('payment', 'payment-overdue', '2026-11-20'),
        item('first of two', 'first-observation-overdue', '2026-11-20'),
        item('second of two', 'first-observation-overdue', '2026-11-20'),
      ],
      TODAY,
    );
    expect(names(ordered)).toEqual(['first of two', 'second of two', 'payment']);
  });

  it('leaves the items it was given unchanged', () => {
    const items = [item('b', 'payment-overdue', '2026-11-01'), item('a', 'payment-overdue', '2026-10-01')];
    orderWorkQueue(items, TODAY);
    expect(names(items)).toEqual(['b', 'a']);
  });
});

describe('alertDue', () => {
  const ref = { severity: 'warning' as const, teacherId: 't1', name: 'Ann Kim' };
  it('is the deadline each kind of work is due by, or null without one', () => {
    const alerts: DashboardAlert[] = [
      { kind: 'certification-grace', ...ref, date: '2026-10-01', until: '2026-12-30' },
      { kind: 'observation-lapsed', ...ref, date: '2026-10-01', days: 58, due: '2026-10-31' },
      { kind: 'payment-overdue', ...ref, date: '2026-11-01', amount: 50 },
      { kind: 'supervisor-needed', ...ref, schoolName: 'Austin High' },
      { kind: 'school-awaiting-approval', severity: 'warning', schoolId: 's1', name: 'Lamar High' },
    ];
    expect(alerts.map(alertDue)).toEqual(['2026-12-30', '2026-10-31', '2026-11-01', null, null]);
  });
});
