import { Heading, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import type { CompanySettings, Preparer, Testimonial } from '@taxback/shared/back-office/company-settings';
import { COMPANY } from '@taxback/shared/constants';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useState, type FormEvent } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { isApiError } from '@/lib/api-client';
import { useCompanySettings, useSaveCompanySettings } from '../api/company-settings';
import './company-tab.css';
import { EditableList } from './editable-list';
import { optional, SettingsForm } from './settings-form';
import type { Feedback } from '@/components/ui/feedback-alert';

const text = staffCopy.adminCompany;

type Texts = Record<'legalName' | 'address' | 'phone' | 'hours', string>;
const blankPreparer = (): Preparer => ({ name: '', credentials: '', bio: '' });
const blankTestimonial = (): Testimonial => ({ quote: '', name: '', place: '', date: '' });

/**
 * The back office's form for the company details the public site shows: legal name, address, phone and
 * hours, the preparers with their credentials, and the testimonials. Self-contained: it loads and saves
 * its own settings wherever it is mounted.
 */
export function CompanyTab() {
  const query = useCompanySettings();
  if (query.isError) return <LoadError message={text.loadFailed} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoader />;
  return <CompanyForm initial={query.data} />;
}

function CompanyForm({ initial }: { initial: CompanySettings }) {
  const save = useSaveCompanySettings();
  const [texts, setTexts] = useState<Texts>({
    legalName: initial.legalName ?? '',
    address: initial.address ?? '',
    phone: initial.phone ?? '',
    hours: initial.hours ?? '',
  });
  const [preparers, setPreparers] = useState<Preparer[]>(initial.preparers);
  const [testimonials, setTestimonials] = useState<Testimonial[]>(initial.testimonials);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const errorOf = (path: string) => ({ hasError: path in fieldErrors, errorMessage: fieldErrors[path] });
  const changeText = (name: keyof Texts) => (value: string) => setTexts((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    setFieldErrors({});
    save.mutate(
      {
        legalName: optional(texts.legalName),
        address: optional(texts.address),
        phone: optional(texts.phone),
        hours: optional(texts.hours),
        preparers: preparers.map((person) => ({ ...person, bio: optional(person.bio) })),
        testimonials,
      },
      {
        onSuccess: () => setFeedback({ variation: 'success', message: text.saved }),
        onError: (error) => {
          const refused = isApiError(error) && error.status < 500;
          if (refused) setFieldErrors(error.fields ?? {});
          setFeedback({ variation: 'error', message: refused ? error.message : text.failed });
        },
      },
    );
  };

  return (
    <SettingsForm
      title={text.title}
      intro={text.intro}
      className="company-settings"
      noValidate
      onSubmit={submit}
      saving={save.isPending}
      saveLabel={text.save}
      savingLabel={text.saving}
      feedback={feedback}
    >
      <TextField
        label={text.legalName}
        value={texts.legalName}
        onChange={(e) => changeText('legalName')(e.target.value)}
        {...errorOf('legalName')}
      />
      <TextAreaField
        label={text.address}
        rows={3}
        value={texts.address}
        onChange={(e) => changeText('address')(e.target.value)}
        {...errorOf('address')}
      />
      <TextField
        label={text.phone}
        type="tel"
        value={texts.phone}
        onChange={(e) => changeText('phone')(e.target.value)}
        {...errorOf('phone')}
      />
      <TextAreaField
        label={text.hours}
        descriptiveText={text.hoursHint}
        rows={2}
        value={texts.hours}
        onChange={(e) => changeText('hours')(e.target.value)}
        {...errorOf('hours')}
      />

      <Heading level={3} fontSize="medium">
        {text.preparersTitle}
      </Heading>
      <Text fontSize="small">{text.preparersIntro}</Text>
      <EditableList
        items={preparers}
        setItems={setPreparers}
        frame="fieldset"
        itemClassName="company-settings__item"
        label={(person) => person.name || text.preparersTitle}
        removeLabel={(person) => text.removePreparer(person.name)}
        addLabel={text.addPreparer}
        blank={blankPreparer}
        max={COMPANY.maxPreparers}
        fields={(person, change, index) => (
          <>
            <TextField
              label={text.preparerName}
              isRequired
              value={person.name}
              onChange={(e) => change({ name: e.target.value })}
              {...errorOf(`preparers.${index}.name`)}
            />
            <TextField
              label={text.credentials}
              descriptiveText={text.credentialsHint}
              isRequired
              value={person.credentials}
              onChange={(e) => change({ credentials: e.target.value })}
              {...errorOf(`preparers.${index}.credentials`)}
            />
            <TextField
              label={text.bio}
              value={person.bio ?? ''}
              onChange={(e) => change({ bio: e.target.value })}
              {...errorOf(`preparers.${index}.bio`)}
            />
          </>
        )}
      />

      <Heading level={3} fontSize="medium">
        {text.testimonialsTitle}
      </Heading>
      <Text fontSize="small">{text.testimonialsIntro}</Text>
      <EditableList
        items={testimonials}
        setItems={setTestimonials}
        frame="fieldset"
        itemClassName="company-settings__item"
        label={(item) => item.name || text.testimonialsTitle}
        removeLabel={(item) => text.removeTestimonial(item.name)}
        addLabel={text.addTestimonial}
        blank={blankTestimonial}
        max={COMPANY.maxTestimonials}
        fields={(item, change, index) => (
          <>
            <TextAreaField
              label={text.quote}
              isRequired
              rows={3}
              value={item.quote}
              onChange={(e) => change({ quote: e.target.value })}
              {...errorOf(`testimonials.${index}.quote`)}
            />
            <TextField
              label={text.testimonialName}
              isRequired
              value={item.name}
              onChange={(e) => change({ name: e.target.value })}
              {...errorOf(`testimonials.${index}.name`)}
            />
            <TextField
              label={text.place}
              isRequired
              value={item.place}
              onChange={(e) => change({ place: e.target.value })}
              {...errorOf(`testimonials.${index}.place`)}
            />
            <TextField
              label={text.date}
              type="date"
              isRequired
              value={item.date}
              onChange={(e) => change({ date: e.target.value })}
              {...errorOf(`testimonials.${index}.date`)}
            />
          </>
        )}
      />
    </SettingsForm>
  );
}
