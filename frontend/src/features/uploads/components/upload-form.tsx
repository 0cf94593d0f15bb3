import { Button, Flex, Label, SelectField, Text } from '@aws-amplify/ui-react';
import { UPLOAD } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@taxback/shared/uploads/files';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';

const text = copy.uploadsPage;
const ACCEPT = UPLOAD.extensions.map((extension) => `.${extension}`).join(',');

interface UploadFormProps {
  isUploading: boolean;
  onUpload: (category: DocumentCategory, files: File[]) => Promise<void>;
}

/** Choose what kind of document, pick one or more files, upload. */
export function UploadForm({ isUploading, onUpload }: UploadFormProps) {
  const [category, setCategory] = useState<DocumentCategory | ''>('');
  const [files, setFiles] = useState<File[]>([]);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const hintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!category || files.length === 0) {
      toast.error(copy.common.error, { description: copy.upload.missingSelection });
      return;
    }
    await onUpload(category, files);
    setFiles([]);
    if (fileInputRef.current) fileInputRef.current.value = '';
  };

  return (
    <Flex as="form" direction="column" gap="medium" noValidate onSubmit={(event) => void submit(event)}>
      <SelectField
        label={text.documentType}
        placeholder={text.selectType}
        value={category}
        onChange={(event) => setCategory(event.target.value as DocumentCategory)}
      >
        {DOCUMENT_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {text.categories[value]}
          </option>
        ))}
      </SelectField>
      <Flex direction="column" gap="xs">
        <Label htmlFor={fileInputId}>{text.files}</Label>
        <input
          ref={fileInputRef}
          id={fileInputId}
          className="file-input"
          type="file"
          multiple
          accept={ACCEPT}
          aria-describedby={hintId}
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
        />
        <Text id={hintId} fontSize="small" color="font.tertiary">
          {text.intro}
        </Text>
        <Text fontSize="small">{text.passportGuidance}</Text>
      </Flex>
      <div>
        <Button type="submit" variation="primary" isLoading={isUploading} loadingText={text.uploading}>
          {text.upload}
        </Button>
      </div>
    </Flex>
  );
}
