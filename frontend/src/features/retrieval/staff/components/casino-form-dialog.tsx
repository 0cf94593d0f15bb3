import { Alert, Button, CheckboxField, Flex, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { RETRIEVAL } from '@taxback/shared/constants';
import {
  BLANK_CASINO,
  CASINO_REQUIREMENTS,
  casinoFormSchema,
  casinoSlugSchema,
  type Casino,
  type CasinoForm,
  type CasinoRequirement,
} from '@taxback/shared/retrieval/casinos';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { isApiError } from '@/lib/api-client';
import { useCasinoChange } from '@/features/retrieval/staff/api/casinos';

const text = staffCopy.adminRetrieval.casinos;

/** Adds a casino to the directory, or edits one (its short name then stays as it is). */
export function CasinoFormDialog({ editing, onClose }: { editing: Casino | null; onClose: () => void }) {
  const change = useCasinoChange();
  const [slug, setSlug] = useState(editing?.slug ?? '');
  const [form, setForm] = useState<CasinoForm>(
    editing ? (({ slug: _slug, updatedAt: _updated, ...rest }) => rest)(editing) : BLANK_CASINO,
  );
  const [error, setError] = useState<string | null>(null);
  const set = (changes: Partial<CasinoForm>) => setForm((current) => ({ ...current, ...changes }));
  const toggle = (requirement: CasinoRequirement, on: boolean) =>
    set({
      requirements: on ? [...form.requirements, requirement] : form.requirements.filter((item) => item !== requirement),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = casinoFormSchema.safeParse(form);
    if (!parsed.success || (!editing && !casinoSlugSchema.safeParse(slug).success)) {
      setError(copy.common.invalidRequest);
      return;
    }
    try {
      await change.mutateAsync(
        editing ? { kind: 'update', slug, form: parsed.data } : { kind: 'create', slug, form: parsed.data },
      );
      toast.success(text.saved);
      onClose();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : text.saveFailed);
    }
  };

  return (
    <ModalDialog title={editing ? editing.displayName : text.add} onClose={onClose} size="large">
      <Flex as="form" direction="column" gap="small" noValidate onSubmit={(event) => void submit(event)}>
        {error && (
          <Alert variation="error" role="alert">
            {error}
          </Alert>
        )}
        {!editing && (
          <TextField label={text.fields.slug} value={slug} onChange={(event) => setSlug(event.target.value.trim())} />
        )}
        <TextField
          label={text.fields.displayName}
          value={form.displayName}
          onChange={(event) => set({ displayName: event.target.value })}
        />
        <TextField
          label={text.fields.legalName}
          value={form.legalName}
          onChange={(event) => set({ legalName: event.target.value })}
        />
        <TextAreaField
          label={text.fields.address}
          rows={3}
          value={form.address}
          onChange={(event) => set({ address: event.target.value })}
        />
        <TextField
          label={text.fields.email}
          type="email"
          value={form.email}
          onChange={(event) => set({ email: event.target.value })}
        />
        <TextField label={text.fields.fax} value={form.fax} onChange={(event) => set({ fax: event.target.value })} />
        <fieldset className="casino-form__requirements">
          <legend>{text.fields.requirements}</legend>
          {CASINO_REQUIREMENTS.map((requirement) => (
            <CheckboxField
              key={requirement}
              name={requirement}
              label={text.requirements[requirement]}
              checked={form.requirements.includes(requirement)}
              onChange={(event) => toggle(requirement, event.target.checked)}
            />
          ))}
        </fieldset>
        <TextField
          label={text.fields.answerDays}
          type="number"
          min={1}
          max={RETRIEVAL.maxAnswerDays}
          value={String(form.answerDays)}
          onChange={(event) => set({ answerDays: Number(event.target.value) })}
        />
        <TextAreaField
          label={text.fields.notes}
          rows={3}
          value={form.notes}
          onChange={(event) => set({ notes: event.target.value })}
        />
        <CheckboxField
          name="toVerify"
          label={text.fields.toVerify}
          checked={form.toVerify}
          onChange={(event) => set({ toVerify: event.target.checked })}
        />
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={onClose}>{copy.common.cancel}</Button>
          <Button type="submit" variation="primary" isLoading={change.isPending}>
            {copy.common.save}
          </Button>
        </Flex>
      </Flex>
    </ModalDialog>
  );
}
