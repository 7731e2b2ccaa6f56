import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiMessage } from '../lib/api';
import { useController, type Control, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> & {
  control: Control<T>;
  name: Path<T>;
  rules?: RegisterOptions<FieldValues, string>;
};

/** A MUI text field bound to react-hook-form: its first failing rule's message shows under it. */
export function FormTextField<T extends FieldValues>({ control, name, rules, helperText, ...props }: Props<T>) {
  const { field, fieldState } = useController({ control, name, rules: rules as RegisterOptions<T, Path<T>> });
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ? apiMessage(fieldState.error.message) : helperText}
    />
  );
}

/** FormTextField for a password, with a button that shows or hides what was typed. */
export function FormPasswordField<T extends FieldValues>(props: Props<T>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const field = String(props.label ?? t('common:password.field')).toLowerCase();
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('common:password.hide', { field }) : t('common:password.show', { field })}
                onClick={() => setVisible((v) => !v)}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
