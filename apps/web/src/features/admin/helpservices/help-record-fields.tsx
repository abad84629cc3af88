import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ResourceField } from '../resource/resource-form-fields';
import type { FormMode } from '../resource/resource-types';
import { IconPreview } from './icon-preview';
import type { HelpRecordValues } from './use-help-record-form';

interface Props {
  form: UseFormReturn<HelpRecordValues>;
  mode: FormMode;
  disabled: boolean;
  /** 'Service Key' or 'Option Key'. */
  keyLabel: string;
}

/**
 * Key (fixed after creation), Icon URL with its live preview, the optional English display value
 * (create only) and Visible: the fields of 001 §2 'Create or edit help service' and the option forms.
 */
export function HelpRecordFields({ form, mode, disabled, keyLabel }: Props) {
  const register = form.register as unknown as Parameters<typeof ResourceField>[0]['register'];
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const icon = useWatch({ control: form.control, name: 'icon' });
  const field = (name: keyof HelpRecordValues & string, decl: Omit<Parameters<typeof ResourceField>[0]['field'], 'name'>, locked = false) => (
    <ResourceField field={{ name, ...decl }} register={register} error={errors[name]?.message} disabled={disabled || locked} />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        {/* Disabled on edit (001 §5): keys are immutable. */}
        {field('key', { label: keyLabel, required: true, readOnly: mode === 'edit', placeholder: 'e.g. first_aid', autoComplete: 'off' }, mode === 'edit')}
        <p className="mt-1 text-xs text-slate-600">
          {mode === 'edit' ? 'The key cannot be changed after creation.' : 'Lowercase letters, digits and underscores, starting with a letter.'}
        </p>
      </div>
      <div className="space-y-3 sm:col-span-2">
        {field('icon', { label: 'Icon URL', type: 'url', required: true, placeholder: 'https://example.com/icon.svg', autoComplete: 'off' })}
        <IconPreview url={typeof icon === 'string' ? icon : ''} />
      </div>
      {mode === 'create' && field('englishDisplayValue', { label: 'English Display Value', wide: true, placeholder: 'Optional', autoComplete: 'off' })}
      {field('visible', { label: 'Visible', type: 'checkbox' })}
    </div>
  );
}
