import type { ReactNode } from 'react';
import type { TeacherAssignment } from 'shared-domain';
import { AdditionalInfoSection } from './additional-info-section';
import { CertificationSection } from './certification-section';
import { ContactSection } from './contact-section';
import { ExamsSection } from './exams-section';
import { FinancialsSection } from './financials-section';
import { FormsStatusSection } from './forms-status-section';
import { HiredListSection } from './hired-list-section';
import { MentorSection } from './mentor-section';
import { PersonalSection } from './personal-section';
import { PlacementSection } from './placement-section';
import { PprSection } from './ppr-section';
import { PublicProfileSection } from './public-profile-section';
import { SupervisionsSection, type SupervisionsSectionProps } from './supervisions-section';

export interface TeacherSectionsProps {
  dateAdded?: string;
  assignment?: TeacherAssignment | null;
  /** Admins decide who is shown on the public talent pool, and verify the uploaded forms. */
  canPublish?: boolean;
  /** Admins only: supervisors do not see amounts, so the section is left out for them. */
  showFinancials?: boolean;
  /** An existing record's payment ledger (the admin area renders it): the figures are then derived, not typed. */
  ledger?: ReactNode;
  /** The saved record (edit page): its observations are added and removed through their own routes. */
  record?: SupervisionsSectionProps['record'];
  /** The supervisor's record: their work, the observations, comes first. */
  observationsFirst?: boolean;
}

/** Every section of the record, in the spec's order; the edit and add pages share them. */
export function TeacherSections({
  dateAdded,
  assignment,
  canPublish = false,
  showFinancials = canPublish,
  ledger,
  record,
  observationsFirst = false,
}: TeacherSectionsProps) {
  const supervisions = <SupervisionsSection record={record} canRemove={canPublish} />;
  return (
    <>
      {observationsFirst && supervisions}
      <PersonalSection dateAdded={dateAdded} />
      <ContactSection />
      <MentorSection />
      <PlacementSection assignment={assignment} />
      <CertificationSection />
      <AdditionalInfoSection />
      <PprSection />
      <ExamsSection />
      {!observationsFirst && supervisions}
      <FormsStatusSection record={record} />
      <HiredListSection />
      {showFinancials && <FinancialsSection ledger={ledger} />}
      <PublicProfileSection canPublish={canPublish} />
    </>
  );
}
