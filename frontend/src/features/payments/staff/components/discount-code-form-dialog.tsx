import { Alert, Button, CheckboxField, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { discountCodeFormSchema, type DiscountCodeForm } from '@taxback/shared/payments/staff-schemas';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { upperCaseInput } from '@/lib/upper-case-input';
import { isApiError } from '@/lib/api-client';
import { useDiscountCodeChange, type DiscountCode } from '../api/discount-codes';

const text = staffCopy.adminDiscounts;

const formOf = (code: DiscountCode | null): DiscountCodeForm => ({
  code: code?.code ?? '',
  discountType: code?.discountType ?? 'percentage',
  discountValue: code?.discountValue ?? Number.NaN,
  description: code?.description ?? '',
  maxUses: code?.maxUses ?? null,
  // Stored as the end of that day; the date input wants the day.
  expiresAt: code?.expiresAt?.slice(0, 10) ?? null,
  active: code?.active ?? true,
});

/** Creates a code, or edits one (`editing`): its code then stays as it is. */
export function DiscountCodeFormDialog({ editing, onClose }: { editing: DiscountCode | null; onClose: () => void }) {
  const change = useDiscountCodeChange();
  const [failed, setFailed] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(discountCodeFormSchema), defaultValues: formOf(editing) });
  const discountType = useWatch({ control, name: 'discountType' });
  const codeField = register('code');

  // Errors show inside the dialog: it sits above the page's toasts.
  const submit = handleSubmit(async (form) => {
    setFailed(false);
    try {
      await change.mutateAsync(editing ? { kind: 'update', code: editing.code, form } : { kind: 'create', form });
      toast.success(editing ? text.updated : text.created);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 409)
        setError('code', { message: text.duplicate }, { shouldFocus: true });
      else setFailed(true);
    }
  });

  return (
    <ModalDialog title={editing ? text.editTitle(editing.code) : text.createTitle} onClose={onClose}>
      <Flex as="form" direction="column" gap="medium" noValidate onSubmit={(event) => void submit(event)}>
        {failed && (
          <Alert variation="error" role="alert">
            {text.saveFailed}
          </Alert>
        )}
        <TextField
          label={text.form.code}
          descriptiveText={text.form.codeHint}
          autoComplete="off"
          isRequired
          isReadOnly={editing !== null}
          hasError={errors.code !== undefined}
          errorMessage={errors.code?.message}
          {...codeField}
          onChange={(event) => {
            upperCaseInput(event);
            void codeField.onChange(event);
          }}
        />
        <SelectField label={text.form.type} isRequired {...register('discountType')}>
          <option value="percentage">{text.form.types.percentage}</option>
          <option value="fixed_amount">{text.form.types.fixed_amount}</option>
        </SelectField>
        <TextField
          label={discountType === 'percentage' ? text.form.valuePercent : text.form.valueCents}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          isRequired
          hasError={errors.discountValue !== undefined}
          errorMessage={errors.discountValue?.message}
          {...register('discountValue', { valueAsNumber: true })}
        />
        <TextField label={text.form.description} {...register('description')} />
        <TextField
          label={text.form.maxUses}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hasError={errors.maxUses !== undefined}
          errorMessage={errors.maxUses?.message}
          {...register('maxUses', {
            setValueAs: (value: unknown) => (value === '' || value == null ? null : Number(value)),
          })}
        />
        <TextField
          label={text.form.expiresAt}
          type="date"
          {...register('expiresAt', { setValueAs: (value: unknown) => (value ? String(value) : null) })}
        />
        {/* Amplify's checkbox draws its own state, so it is controlled rather than registered. */}
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <CheckboxField
              label={text.form.active}
              name={field.name}
              checked={field.value ?? true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={onClose}>{copy.common.cancel}</Button>
          <Button type="submit" variation="primary" isLoading={isSubmitting} loadingText={copy.common.saving}>
            {editing ? text.form.save : text.form.create}
          </Button>
        </Flex>
      </Flex>
    </ModalDialog>
  );
}
