import MenuItem from '@mui/material/MenuItem';
import type { Visibility } from '@plaza/sdk';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { tk } from '../../../i18n/keys';
import { FormTextField } from '../../../ui/FormTextField';
import '../words';

/** The choices, as the form names them (translation keys). */
export const VISIBILITY_LABELS: Record<Visibility, string> = {
  public: tk('community:visibility.public'),
  members: tk('community:visibility.members'),
  friends: tk('community:visibility.friends'),
};

/** Who may read the item: public, members (the default) or friends. */
export function VisibilitySelect<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  const { t } = useTranslation();
  return (
    <FormTextField control={control} name={name} select label={t('community:visibility.label')} sx={{ maxWidth: 420 }}>
      {(Object.keys(VISIBILITY_LABELS) as Visibility[]).map((v) => (
        <MenuItem key={v} value={v}>
          {t(VISIBILITY_LABELS[v])}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
