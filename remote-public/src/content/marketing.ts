/** Texts and figures of the public site only (no other package shows them). */

/** Marketing claims shown on public pages: claims, not data. */
export const MARKETING_FIGURES = {
  teachersCertified: '2,500+',
  partnerDistricts: '150+',
  retention: '95%',
  supportYears: '3 years',
  daysToHire: '45 days',
} as const;

/** Promises and contact details the public pages quote. */
export const RESPONSE_TIME_TEXT = '24-48 hours';
export const APPROVAL_TIME_TEXT = '1-2 business days';
export const SUPPORT_HOURS_TEXT = 'Monday-Friday 8AM to 6PM CST';
export const CITY_TEXT = 'Austin, Texas';
