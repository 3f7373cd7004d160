import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SYSTEM_SETTINGS_DEFAULTS } from 'shared-domain';
import { makeTeacher } from '../../../test/harness';
import { setupTeacherRecord, dayFromToday, section } from '../../../test/teacher-record';

const { server, open } = setupTeacherRecord();

describe('certification standing', () => {
  const settings = (grace: boolean) => ({
    ...SYSTEM_SETTINGS_DEFAULTS,
    teacherCertification: { ...SYSTEM_SETTINGS_DEFAULTS.teacherCertification, allowGracePeriod: grace, gracePeriodDays: 15 },
  });

  it('says the certification is in its grace period, or expired when the setting is off, and follows the end date typed', async () => {
    server.use(http.get('/api/settings', () => HttpResponse.json(settings(true))));
    const base = makeTeacher();
    const { user } = await open({ certificationInfo: { ...base.certificationInfo, endDate: dayFromToday(-5) } });
    const cert = section('Certification');
    expect(await within(cert).findByRole('status')).toHaveTextContent(/Grace period.*in grace period until/);
    const end = within(cert).getByLabelText('End Date');
    await user.clear(end);
    await user.type(end, dayFromToday(200));
    expect(within(cert).getByRole('status')).toHaveTextContent(/Current.*Certification ends on/);
  });

  it('without a grace period an ended certification is expired', async () => {
    server.use(http.get('/api/settings', () => HttpResponse.json(settings(false))));
    const base = makeTeacher();
    await open({ certificationInfo: { ...base.certificationInfo, endDate: dayFromToday(-5) } });
    expect(await within(section('Certification')).findByRole('status')).toHaveTextContent(/Expired.*Certification expired on/);
  });
});
