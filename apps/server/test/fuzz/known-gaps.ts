/**
 * Rules the server enforces that the OpenAPI document does not state yet, each as the operation and the start of
 * the 400's rule ("field (place): message", or the message of a business rule). Issue 33 left them open (decision
 * 061): the contract run counts a valid request refused for one of these as a known gap, not a failure, and prints
 * how many it met. Fix one by stating the rule in the shared zod schema (a pattern, an enum, a bound) or, for a
 * cross-field or business rule, by quoting its message in the operation's description; then delete its line. Never
 * add a line for a new operation: a new operation states its rules.
 */
export const knownGaps: readonly (readonly [operation: string, rule: string])[] = [
  ['GET /api/bills', 'dateFrom (query): dateFrom must not be after dateTo'],
  ['GET /api/bills/history', 'historyDateFrom (query): historyDateFrom must not be after'],
  ['GET /api/calendar-events/extra', 'endDate must not be before startDate'],
  ['GET /api/calendar-events', 'endDate (query): The range can be at most 400 days'],
  ['GET /api/calendar-events', 'endDate (query): endDate must not be before startDate'],
  ['GET /api/companies/{id}/bills-of-interest', 'sessionCode (query): sessionCode needs a stateCode'],
  ['GET /api/statutes/search', 'The question has no words to search for: say what it is'],
  ['GET /api/statutes/tree', 'code (query): code is required'],
  ['GET /api/statutes/{statutoryCode}/{reference}', 'is not a section number'],
  ['GET /api/testimony/bill', 'masterBillId (query): masterBillId must be a bill id such as'],
  ['PATCH /api/report/settings', 'The logo must be a PNG or JPEG image.'],
  ['PATCH /api/report/settings', 'logoDataUrl (body): Send either logoFileId or logoDataUrl, not'],
  ['PATCH /api/webhooks/{id}', 'url (body): url must be an http:// or https:// address, such as'],
  ['POST /api/ai-reports', 'There is no AI report template called'],
  ['POST /api/ai-reports', 'template (body): Choose a template'],
  ['POST /api/auth/change-password', 'Current password is incorrect'],
  ['POST /api/auth/password-reset', 'This password reset link is not valid. Ask for a new one.'],
  ['POST /api/bills/comparison', 'a number is out of range'],
  ['POST /api/calendar-events/user', 'billId names no bill'],
  ['POST /api/calendar-events/user', 'endTime (body): endTime must not be before startTime'],
  ['POST /api/calendar-feeds', 'filters.eventTypeIds (body): Invalid input'],
  ['POST /api/demo-requests', 'email (body): Please enter a valid email address'],
  ['POST /api/email/send', 'to.0 (body): to: each recipient must be an e-mail address'],
  ['POST /api/invitations/accept', 'username (body): Username must be at least 3 characters'],
  ['POST /api/newsletter', 'email (body): Please enter a valid email address'],
  ['POST /api/referrals/invite', 'emails.0 (body): Please enter a valid email address'],
  ['POST /api/relationships', 'memberId (body): Give either memberId or staffId'],
  ['POST /api/relationships', 'userId must be an active member of your account'],
  ['POST /api/report/advanced-search', 'subjects (body): Invalid input'],
  ['POST /api/report/bill-report', 'Choose tags you can see: one or more of these tags is not'],
  ['POST /api/report/bill-report', 'No such bill'],
  ['POST /api/report/settings', 'Choose a logo from your files: that file was not found.'],
  ['POST /api/report/settings', 'The logo must be a PNG or JPEG image.'],
  ['POST /api/report/settings', 'logoDataUrl (body): Send either logoFileId or logoDataUrl, not'],
  ['POST /api/report/track-download', 'selection.filters.statuses (body): Invalid input'],
  ['POST /api/report/track-download', 'selection.filters.subjects (body): Invalid input'],
  ['POST /api/report/tracking-activity', 'Choose tags you can see: one or more of these tags is not'],
  ['POST /api/report/tracking-activity', 'dateFrom (body): dateFrom must not be after dateTo'],
  ['POST /api/report/vote-report', 'Choose tags you can see: one or more of these tags is not'],
  ['POST /api/report/vote-report', 'dateFrom (body): dateFrom must not be after dateTo'],
  ['POST /api/tags/tracked-bills/account/bulk', 'No such bill'],
  ['POST /api/tags/tracked-bills/account/bulk', 'position (body): Choose a position'],
  ['POST /api/tags', 'Unknown bills'],
  ['POST /api/track-lists/remove-bill', 'You cannot change tag'],
  ['POST /api/webhooks', 'url (body): url must be an http:// or https:// address, such as'],
  ['GET /api/calendar-events/extra', 'endDate (query): The range can be at most 400 days'],
  ['GET /api/finance/campaign-finance/summary', 'minAmount (query): minAmount cannot be more than maxAmount'],
  ['GET /api/finance/campaign-finance', 'minAmount (query): minAmount cannot be more than maxAmount'],
  [
    'GET /api/tags/tracked-bills/account',
    'lobbyistUsersOnly (query): lobbyistUsersOnly and excludeLobbyistUsers cannot',
  ],
  ['POST /api/report/advanced-search', 'statuses (body): Invalid input'],
  ['POST /api/report/bill-report', 'selection.filters.statuses (body): Invalid input'],
  ['POST /api/report/bill-report', 'selection.progressStatuses.0 (body): progressStatuses must be progress codes'],
  ['POST /api/report/track-download', 'selection.progressStatuses.0 (body): progressStatuses must be progress codes'],
  ['POST /api/report/vote-report', 'selection.progressStatuses.0 (body): progressStatuses must be progress codes'],
  ['POST /api/staff', 'was not found'],
  ['POST /api/user-settings', 'legislative.sessionCode (body): legislative.sessionCode must be a session id'],
];

/** The known gap (its index above) a 400 for `rule` on `operation` is, or -1. */
export const knownGapOf = (operation: string, rule: string) =>
  knownGaps.findIndex(([gapOperation, gapRule]) => gapOperation === operation && rule.includes(gapRule));
