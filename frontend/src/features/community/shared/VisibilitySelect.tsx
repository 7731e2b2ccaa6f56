import MenuItem from '@mui/material/MenuItem';
import type { Visibility } from '@plaza/sdk';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../ui/FormTextField';

/** The choices, as the form names them. */
export const VISIBILITY_LABELS: Record<Visibility, string> = {
  public: 'Public: anyone, even without an account',
  members: 'Members of Plaza',
  friends: 'My friends only',
};

/** Who may read the item: public, members (the default) or friends. */
export function VisibilitySelect<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  return (
    <FormTextField control={control} name={name} select label="Who can see it" sx={{ maxWidth: 420 }}>
      {(Object.keys(VISIBILITY_LABELS) as Visibility[]).map((v) => (
        <MenuItem key={v} value={v}>
          {VISIBILITY_LABELS[v]}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
