import type { MilitaryStatus } from '../contracts';

/** A military status as its form holds it (the account's and the cart's): every answer as typed. */
export interface MilitaryDraft {
  country: string;
  branch: string;
  status: string;
  dischargeYear: string;
  sponsorAttested: boolean;
  sponsorDateOfBirth: string;
}

/** Veterans and retirees give the year of their honorable discharge. */
export const needsDischargeYear = (status: string) => status === 'veteran' || status === 'retired';

/** What a checked draft sends: only the answers its status asks for, trimmed. */
export function militaryRequestOf(draft: MilitaryDraft): MilitaryStatus {
  const body = { country: draft.country, branch: draft.branch, status: draft.status } as MilitaryStatus;
  if (needsDischargeYear(draft.status)) body.dischargeYear = Number(draft.dischargeYear.trim());
  if (draft.status === 'dependent') {
    body.sponsorAttested = draft.sponsorAttested;
    body.sponsorDateOfBirth = draft.sponsorDateOfBirth.trim();
  }
  return body;
}
