/** Contact addresses shown on the public site; one place to change them when the domain is final. */
export const companyEmails = {
  sales: 'sales@statehouse.example',
  support: 'support@statehouse.example',
  privacy: 'privacy@statehouse.example',
  legal: 'legal@statehouse.example',
  careers: 'careers@statehouse.example',
  press: 'press@statehouse.example',
};

export const COMPANY_NAME = 'Statehouse, Inc.';
export const LEGAL_LAST_UPDATED = 'January 6, 2025';
