import MenuItem from '@mui/material/MenuItem';
import type { CategoryDto } from '@plaza/sdk';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../ui/FormTextField';
import { REQUIRED } from './rules';
import '../words';

/** A form's category, one of the section's. */
export function CategorySelect<T extends FieldValues>({ control, name, categories }: { control: Control<T>; name: Path<T>; categories: CategoryDto[] }) {
  const { t } = useTranslation();
  return (
    <FormTextField control={control} name={name} select label={t('community:filters.category')} rules={{ required: REQUIRED }}>
      {categories.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
