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
import { Trans, useTranslation } from 'react-i18next';
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
import { tk } from '../../i18n/keys';
import './words';

/** The genders offered: the value the API stores (English), and its label (a translation key). */
const GENDER_LABELS: Record<string, string> = {
  Female: tk('users:gender.female'),
  Male: tk('users:gender.male'),
  'Non-binary': tk('users:gender.nonBinary'),
  'Prefer not to say': tk('users:gender.unsaid'),
};
const GENDERS = Object.keys(GENDER_LABELS);

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
  const { t } = useTranslation();
  const options = current && !GENDERS.includes(current) ? [current, ...GENDERS] : GENDERS;
  return (
    <FormTextField control={control} name="gender" rules={optionalTextRules()} label={t('users:fields.gender')} select>
      <MenuItem value="">
        <em>{t('users:gender.notSet')}</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option in GENDER_LABELS ? t(GENDER_LABELS[option]) : option}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/** The whole page is one form: the cover, the photo and the fields are saved together by "Save changes". */
function ProfileForm({ user }: { user: SessionUser }) {
  const { editProfile, uploadCover, isLoading } = useAuth();
  const toast = useToast();
  const { t } = useTranslation();
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
        text={t('users:edit.leave')}
      />
      <CoverUploader chosen={cover.chosen} onChoose={cover.choose} onProblem={toast.error} disabled={isLoading} />
      <Paper component="form" variant="outlined" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack sx={{ gap: 4 }} divider={<Divider flexItem />}>
          <Section title={t('users:sections.photo')} hint={t('users:sections.photoHint')}>
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
          <Section title={t('users:sections.account')}>
            <FormTextField
              control={control}
              name="first_name"
              rules={nameRules}
              label={t('users:fields.firstName')}
              autoComplete="given-name"
            />
            <FormTextField
              control={control}
              name="last_name"
              rules={nameRules}
              label={t('users:fields.lastName')}
              autoComplete="family-name"
            />
            <FormTextField
              control={control}
              name="username"
              rules={nameRules}
              label={t('users:fields.username')}
              autoComplete="username"
            />
            <FormTextField
              control={control}
              name="email"
              rules={emailRules}
              label={t('users:fields.email')}
              type="email"
              autoComplete="email"
            />
            {user.pending_email && (
              <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
                <Trans i18nKey="users:edit.pendingEmail" values={{ email: user.pending_email }} components={{ b: <strong /> }} />
              </Alert>
            )}
          </Section>
          <Section
            title={t('users:sections.password')}
            hint={t('users:sections.passwordHint')}
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
                label={t('users:fields.currentPassword')}
                autoComplete="current-password"
              />
            </Box>
            <FormPasswordField
              control={control}
              name="password"
              rules={optionalPasswordRules}
              label={t('users:fields.newPassword')}
              autoComplete="new-password"
            />
            <FormPasswordField
              control={control}
              name="password_confirmation"
              rules={confirmationRules({ optional: true })}
              label={t('users:fields.confirmPassword')}
              autoComplete="new-password"
            />
          </Section>
          <Section title={t('users:sections.about')}>
            {text('date_of_birth', t('users:fields.dateOfBirth'), { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
            <GenderField control={control} current={user.gender ?? ''} />
            {text('location', t('users:fields.location'), { autoComplete: 'address-level2' })}
            {text('country', t('users:fields.country'), { autoComplete: 'country-name' })}
            <Box sx={{ gridColumn: '1 / -1' }}>
              <FormTextField
                control={control}
                name="about"
                rules={optionalTextRules(500)}
                label={t('users:fields.about')}
                multiline
                minRows={3}
                helperText={t('users:fields.aboutHelp')}
              />
            </Box>
          </Section>
          <Section title={t('users:sections.interests')}>
            {text('education', t('users:fields.education'))}
            {text('work_experience', t('users:fields.work'))}
            {text('favorite_tv_show', t('users:fields.tv'))}
            {text('favorite_music', t('users:fields.music'))}
            <Box sx={{ gridColumn: '1 / -1' }}>{text('other_interests', t('users:fields.interests'))}</Box>
          </Section>
        </Stack>
        {progress !== null && (
          <LinearProgress
            variant={avatar.chosen || cover.chosen ? 'determinate' : 'indeterminate'}
            value={progress}
            aria-label={t('users:edit.saving')}
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
            {t('users:edit.discard')}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={isLoading}>
            {t('users:edit.save')}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}

/** `/profile/edit`: the member's profile form, photo and cover. */
export default function ProfileEditPage() {
  const { t } = useTranslation();
  usePageTitle(t('users:edit.title'));
  const { user } = useAuth();
  if (!user) {
    return null;
  }
  return (
    <Stack sx={{ gap: 3, maxWidth: 960, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <div>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {t('users:edit.title')}
          </Typography>
          <Typography color="text.secondary">{t('users:edit.onlyChanges')}</Typography>
        </div>
        <Button component={RouterLink} to="/profile" startIcon={<ArrowBackIcon />}>
          {t('users:edit.back')}
        </Button>
      </Stack>
      <ProfileForm user={user} />
    </Stack>
  );
}
