import { InfoPage } from '../../components/info-page';
import { INFO_PAGES } from '../../content/info-pages';

export const CareersPage = () => <InfoPage {...INFO_PAGES.careers} />;
export const PrivacyPage = () => <InfoPage {...INFO_PAGES.privacy} />;
export const TermsPage = () => <InfoPage {...INFO_PAGES.terms} />;
export const HelpPage = () => <InfoPage {...INFO_PAGES.help} />;
export const SupportPage = () => <InfoPage {...INFO_PAGES.support} />;
export const TeachersPage = () => <InfoPage {...INFO_PAGES.teachers} />;
export const DistrictsPage = () => <InfoPage {...INFO_PAGES.districts} />;
