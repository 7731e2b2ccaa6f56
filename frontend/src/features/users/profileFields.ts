import type { ProfileEditDto } from '@plaza/sdk';
import type { SessionUser } from '../../lib/api';

/** The profile form of spec §3, in the order the edit page shows it. */
export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'username',
  'email',
  'password',
  'password_confirmation',
  'current_password',
  'date_of_birth',
  'gender',
  'location',
  'country',
  'about',
  'education',
  'work_experience',
  'favorite_tv_show',
  'favorite_music',
  'other_interests',
] as const satisfies readonly (keyof ProfileEditDto)[];

export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFormValues = Record<ProfileField, string>;

const isPassword = (field: ProfileField) => field === 'password' || field === 'password_confirmation' || field === 'current_password';

/** The email as the edit would send it, when it changes the member's. */
const newEmail = (values: Pick<ProfileFormValues, 'email'>, user: SessionUser) => {
  const email = values.email.trim();
  return email !== '' && email !== (user.email ?? '') ? email : undefined;
};

/** A new password or email needs the current password. */
export const needsCurrentPassword = (values: Pick<ProfileFormValues, 'email' | 'password'>, user: SessionUser) =>
  values.password !== '' || newEmail(values, user) !== undefined;

/** The form filled with the member's current values (empty for what they have not set). */
export function profileFormValues(user: SessionUser): ProfileFormValues {
  const values = {} as ProfileFormValues;
  for (const field of PROFILE_FIELDS) {
    values[field] = isPassword(field) ? '' : (user[field] ?? '');
  }
  return values;
}

/**
 * What an edit sends (spec §5): the fields that are non-empty and differ from the member's
 * current values; a new password goes with its confirmation, and a new password or email with
 * the current password.
 */
export function changedProfileFields(values: ProfileFormValues, user: SessionUser): ProfileEditDto {
  const changed: ProfileEditDto = {};
  for (const field of PROFILE_FIELDS) {
    if (isPassword(field)) {
      continue;
    }
    const value = values[field].trim();
    if (value !== '' && value !== (user[field] ?? '')) {
      changed[field] = value;
    }
  }
  if (values.password !== '') {
    changed.password = values.password;
    changed.password_confirmation = values.password_confirmation;
  }
  if (needsCurrentPassword(values, user)) {
    changed.current_password = values.current_password;
  }
  return changed;
}
