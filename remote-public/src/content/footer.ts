import { paths } from '../paths';

type PathKey = Exclude<keyof typeof paths, 'resetPassword' | 'schoolFindTeachers' | 'schoolTeacher'>;
const link = (label: string, page: PathKey) => ({ label, to: paths[page].getHref() });

/** The footer's link columns. */
export const FOOTER_COLUMNS = [
  { title: 'Company', links: [link('About Us', 'about'), link('Contact', 'contact'), link('Careers', 'careers')] },
  {
    title: 'Resources',
    links: [
      link('Browse Teachers', 'browse'),
      link('For School Districts', 'districts'),
      link('For Teachers', 'teachers'),
      link('Apply to the program', 'apply'),
    ],
  },
  { title: 'Support', links: [link('Help Center', 'help'), link('FAQ', 'faq'), link('Support', 'support')] },
  {
    title: 'Legal',
    links: [
      link('Privacy Policy', 'privacy'),
      link('Terms of Service', 'terms'),
      link('Disclosures', 'disclosures'),
      link('Register Your District', 'signup'),
    ],
  },
] as const;
