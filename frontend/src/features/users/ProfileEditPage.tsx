import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, type Control, type FieldValues } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormPasswordField, FormTextField } from '../../ui/FormTextField';
import { LeaveGuard } from '../../ui/LeaveGuard';
import { useToast } from '../../lib/toastContext';
import { usePageTitle } from '../../lib/usePageTitle';
import type { SessionUser } from '../../lib/api';
import { useAuth } from '../../lib/auth/authContext';
import {
  MSG,
  confirmationRules,
  emailRules,
  nameRules,
  optionalPasswordRules,
  optionalTextRules,
  reportFailure,
} from '../auth';
import { AvatarPicker } from './AvatarPicker';
import { CoverUploader } from './CoverUploader';
import {
  changedProfileFields,
  needsCurrentPassword,
  PROFILE_FIELDS,
  profileFormValues,
  type ProfileFormValues,
} from './profileFields';
import { useFilePreview } from '../../lib/useFilePreview';

const GENDERS = ['Female', 'Male', 'Non-binary', 'Prefer not to say'];

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '220px 1fr' } }}>
      <div>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
      </div>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignContent: 'start' }}>
        {children}
      </Box>
    </Box>
  );
}

function GenderField({ control, current }: { control: Control<ProfileFormValues>; current: string }) {
  const options = current && !GENDERS.includes(current) ? [current, ...GENDERS] : GENDERS;
  return (
    <FormTextField control={control} name="gender" rules={optionalTextRules()} label="Gender" select>
      <MenuItem value="">
        <em>Not set</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/** The whole page is one form: the cover, the photo and the fields are saved together by "Save changes". */
function ProfileForm({ user }: { user: SessionUser }) {
  const { editProfile, uploadCover, isLoading } = useAuth();
  const toast = useToast();
  const avatar = useFilePreview();
  const cover = useFilePreview();
  const [progress, setProgress] = useState<number | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isDirty },
  } = useForm<ProfileFormValues>({
    defaultValues: profileFormValues(user),
  });
  const unsaved = isDirty || avatar.chosen !== null || cover.chosen !== null;

  const onSubmit = handleSubmit(async (values) => {
    const fields = changedProfileFields(values, user);
    const photo = avatar.chosen?.file ?? null;
    const coverFile = cover.chosen?.file ?? null;
    const editsProfile = Object.keys(fields).length > 0 || photo !== null;
    if (!editsProfile && !coverFile) {
      toast.info(MSG.nothingChanged);
      return;
    }
    setProgress(0);
    // The fields first: a refused field keeps what was typed (a saved cover would reset the form).
    if (editsProfile) {
      const outcome = await editProfile(fields, photo, ({ percent }) =>
        setProgress(coverFile ? Math.round(percent / 2) : percent),
      );
      if (!outcome.ok) {
        setProgress(null);
        reportFailure(outcome, setError, PROFILE_FIELDS, toast);
        return;
      }
      avatar.choose(null);
    }
    if (coverFile) {
      const uploaded = await uploadCover(coverFile, ({ percent }) =>
        setProgress(editsProfile ? 50 + Math.round(percent / 2) : percent),
      );
      if (!uploaded.ok) {
        setProgress(null);
        toast.error(uploaded.fieldErrors.cover?.[0] ?? uploaded.message);
        return;
      }
      cover.choose(null);
    }
    setProgress(null);
    toast.success(MSG.profileSaved);
  });

  // When the stored user changes (after a save), the form starts again from its values.
  useEffect(() => {
    reset(profileFormValues(user));
  }, [user, reset]);

  const text = (name: (typeof PROFILE_FIELDS)[number], label: string, extra: object = {}) => (
    <FormTextField control={control} name={name} rules={optionalTextRules()} label={label} {...extra} />
  );

  return (
    <>
      <LeaveGuard
        when={unsaved && progress === null}
        text="Your changes to your profile have not been saved; they will be lost."
      />
      <CoverUploader chosen={cover.chosen} onChoose={cover.choose} onProblem={toast.error} disabled={isLoading} />
      <Paper component="form" variant="outlined" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack sx={{ gap: 4 }} divider={<Divider flexItem />}>
          <Section title="Photo" hint="Shown next to your name everywhere on Plaza.">
            <Box sx={{ gridColumn: '1 / -1' }}>
              <AvatarPicker
                user={user}
                chosen={avatar.chosen}
                onChoose={avatar.choose}
                onProblem={toast.error}
                disabled={isLoading}
              />
            </Box>
          </Section>
          <Section title="Account">
            <FormTextField
              control={control}
              name="first_name"
              rules={nameRules}
              label="First name"
              autoComplete="given-name"
            />
            <FormTextField
              control={control}
              name="last_name"
              rules={nameRules}
              label="Last name"
              autoComplete="family-name"
            />
            <FormTextField
              control={control}
              name="username"
              rules={nameRules}
              label="Username"
              autoComplete="username"
            />
            <FormTextField
              control={control}
              name="email"
              rules={emailRules}
              label="Email"
              type="email"
              autoComplete="email"
            />
            {user.pending_email && (
              <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
                We sent a link to <strong>{user.pending_email}</strong> — your address changes when you confirm it.
              </Alert>
            )}
          </Section>
          <Section
            title="Password"
            hint="Leave the new password empty to keep yours. Changing your password or email needs your current password."
          >
            <Box sx={{ gridColumn: '1 / -1' }}>
              <FormPasswordField
                control={control}
                name="current_password"
                rules={{
                  validate: (value: unknown, values: FieldValues) =>
                    Boolean(value) ||
                    !needsCurrentPassword(values as ProfileFormValues, user) ||
                    MSG.currentPasswordNeeded,
                }}
                label="Current password"
                autoComplete="current-password"
              />
            </Box>
            <FormPasswordField
              control={control}
              name="password"
              rules={optionalPasswordRules}
              label="New password"
              autoComplete="new-password"
            />
            <FormPasswordField
              control={control}
              name="password_confirmation"
              rules={confirmationRules({ optional: true })}
              label="Confirm new password"
              autoComplete="new-password"
            />
          </Section>
          <Section title="About you">
            {text('date_of_birth', 'Date of birth', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
            <GenderField control={control} current={user.gender ?? ''} />
            {text('location', 'Location', { autoComplete: 'address-level2' })}
            {text('country', 'Country', { autoComplete: 'country-name' })}
            <Box sx={{ gridColumn: '1 / -1' }}>
              <FormTextField
                control={control}
                name="about"
                rules={optionalTextRules(500)}
                label="About"
                multiline
                minRows={3}
                helperText="A few words about yourself, up to 500 characters."
              />
            </Box>
          </Section>
          <Section title="Interests and background">
            {text('education', 'Education')}
            {text('work_experience', 'Work experience')}
            {text('favorite_tv_show', 'Favorite TV show')}
            {text('favorite_music', 'Favorite music')}
            <Box sx={{ gridColumn: '1 / -1' }}>{text('other_interests', 'Other interests')}</Box>
          </Section>
        </Stack>
        {progress !== null && (
          <LinearProgress
            variant={avatar.chosen || cover.chosen ? 'determinate' : 'indeterminate'}
            value={progress}
            aria-label="Saving your profile"
            sx={{ mt: 3 }}
          />
        )}
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          sx={{ justifyContent: 'flex-end', alignItems: { xs: 'stretch', sm: 'center' }, gap: 1.5, mt: 3 }}
        >
          <Button
            color="inherit"
            disabled={isLoading}
            onClick={() => {
              reset(profileFormValues(user));
              avatar.choose(null);
              cover.choose(null);
            }}
          >
            Discard changes
          </Button>
          <Button type="submit" variant="contained" size="large" loading={isLoading}>
            Save changes
          </Button>
        </Stack>
      </Paper>
    </>
  );
}

/** `/profile/edit`: the member's profile form, photo and cover. */
export default function ProfileEditPage() {
  usePageTitle('Edit profile');
  const { user } = useAuth();
  if (!user) {
    return null;
  }
  return (
    <Stack sx={{ gap: 3, maxWidth: 960, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <div>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            Edit profile
          </Typography>
          <Typography color="text.secondary">Only what you change is saved.</Typography>
        </div>
        <Button component={RouterLink} to="/profile" startIcon={<ArrowBackIcon />}>
          Back to my profile
        </Button>
      </Stack>
      <ProfileForm user={user} />
    </Stack>
  );
}
