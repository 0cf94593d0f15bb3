import { SelectField } from '@aws-amplify/ui-react';
import type { ClaimReference } from '@taxback/shared/messages/schemas';
import { claimTitle } from '@/lib/claim-title';

interface ClaimPickerProps {
  /** The field's label (`about`) and its first choice, about no particular claim (`aboutGeneral`, the empty value). */
  text: { about: string; aboutGeneral: string };
  claims: readonly ClaimReference[];
  value: string;
  onChange: (applicationId: string) => void;
}

/** Which of a customer's claims a message is about, if any; nothing to choose (and no field) without claims. */
export function ClaimPicker({ text, claims, value, onChange }: ClaimPickerProps) {
  if (claims.length === 0) return null;
  return (
    <SelectField label={text.about} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{text.aboutGeneral}</option>
      {claims.map((claim) => (
        <option key={claim.applicationId} value={claim.applicationId}>
          {claimTitle(claim.taxYears)}
        </option>
      ))}
    </SelectField>
  );
}
