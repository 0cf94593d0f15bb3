import { SelectField, TextField } from '@aws-amplify/ui-react';
import {
  REPRESENTATIVE_DESIGNATIONS,
  type Representative,
  type RepresentativeDesignation,
} from '@taxback/shared/back-office/representatives';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useState, type FormEvent } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { isApiError } from '@/lib/api-client';
import { useRepresentatives, useSaveRepresentatives } from '../api/representatives';
import type { Feedback } from '@/components/ui/feedback-alert';
import { EditableList } from './editable-list';
import { optional, SettingsForm } from './settings-form';

const text = staffCopy.adminRepresentatives;

const blank = (): Representative => ({ name: '', cafNumber: '', ptin: '', designation: 'c' });

/** The back office's form for the individuals Form 2848 names (printed on every worksheet). */
export function RepresentativesTab() {
  const query = useRepresentatives();
  if (query.isError) return <LoadError message={text.loadFailed} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoader />;
  return <RepresentativesForm initial={query.data.representatives} initialAddress={query.data.signedFormsAddress} />;
}

function RepresentativesForm({ initial, initialAddress }: { initial: Representative[]; initialAddress?: string }) {
  const save = useSaveRepresentatives();
  const [people, setPeople] = useState<Representative[]>(initial);
  const [address, setAddress] = useState(initialAddress ?? '');
  const [feedback, setFeedback] = useState<Feedback>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    save.mutate(
      {
        representatives: people.map((person) => ({
          ...person,
          jurisdiction: optional(person.jurisdiction),
          licenceNumber: optional(person.licenceNumber),
          address: optional(person.address),
          telephone: optional(person.telephone),
        })),
        signedFormsAddress: optional(address),
      },
      {
        onSuccess: () => setFeedback({ variation: 'success', message: text.saved }),
        onError: (error) =>
          setFeedback({
            variation: 'error',
            message: isApiError(error) && error.status < 500 ? error.message : text.failed,
          }),
      },
    );
  };

  return (
    <SettingsForm
      title={text.title}
      intro={text.intro}
      onSubmit={submit}
      saving={save.isPending}
      saveLabel={text.save}
      savingLabel={text.saving}
      feedback={feedback}
    >
      <EditableList
        items={people}
        setItems={setPeople}
        frame="group"
        itemClassName="representative"
        label={(person) => person.name || text.title}
        removeLabel={(person) => text.remove(person.name)}
        addLabel={text.add}
        blank={blank}
        fields={(person, change) => (
          <>
            <TextField
              label={text.name}
              isRequired
              value={person.name}
              onChange={(e) => change({ name: e.target.value })}
            />
            <TextField
              label={text.cafNumber}
              isRequired
              value={person.cafNumber}
              onChange={(e) => change({ cafNumber: e.target.value })}
            />
            <TextField
              label={text.ptin}
              isRequired
              value={person.ptin}
              onChange={(e) => change({ ptin: e.target.value })}
            />
            <SelectField
              label={text.designation}
              value={person.designation}
              onChange={(e) => change({ designation: e.target.value as RepresentativeDesignation })}
            >
              {Object.entries(REPRESENTATIVE_DESIGNATIONS).map(([letter, name]) => (
                <option key={letter} value={letter}>
                  {`${letter} - ${name}`}
                </option>
              ))}
            </SelectField>
            <TextField
              label={text.jurisdiction}
              value={person.jurisdiction ?? ''}
              onChange={(e) => change({ jurisdiction: e.target.value })}
            />
            <TextField
              label={text.licenceNumber}
              value={person.licenceNumber ?? ''}
              onChange={(e) => change({ licenceNumber: e.target.value })}
            />
            <TextField
              label={text.address}
              value={person.address ?? ''}
              onChange={(e) => change({ address: e.target.value })}
            />
            <TextField
              label={text.telephone}
              value={person.telephone ?? ''}
              onChange={(e) => change({ telephone: e.target.value })}
            />
          </>
        )}
      />
      <TextField label={text.signedFormsAddress} value={address} onChange={(e) => setAddress(e.target.value)} />
    </SettingsForm>
  );
}
