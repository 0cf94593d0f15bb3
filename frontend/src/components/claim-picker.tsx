import { SelectField } from '@aws-amplify/ui-react';
import type { ClaimReference } from '@taxback/shared/conversation/schemas';
import { claimTitle } from '@/lib/claim-title';

interface ClaimPickerProps {
  label: string;
  /** The first choice: about no particular claim (the empty value). */
  noClaimLabel: string;
  claims: readonly ClaimReference[];
  value: string;
  onChange: (applicationId: string) => void;
}

/** Which of a customer's claims a message is about, if any. */
export function ClaimPicker({ label, noClaimLabel, claims, value, onChange }: ClaimPickerProps) {
  return (
    <SelectField label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{noClaimLabel}</option>
      {claims.map((claim) => (
        <option key={claim.applicationId} value={claim.applicationId}>
          {claimTitle(claim.taxYears)}
        </option>
      ))}
    </SelectField>
  );
}
