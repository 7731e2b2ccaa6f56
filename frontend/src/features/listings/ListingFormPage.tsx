import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '@plaza/sdk';
import { EMAIL_MSG } from '@plaza/sdk/validation-messages';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { hasPrice, PREFER_NOT_TO_SAY } from '@plaza/sdk/listing-sections';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FormTextField } from '../../ui/FormTextField';
import { useToast } from '../../lib/toastContext';
import { usePageTitle } from '../../lib/usePageTitle';
import { callApi, errorMessage, fieldErrors } from '../../lib/api';
import { useAuth } from '../../lib/auth/authContext';
import { withUploadProgress } from '../../lib/upload';
import { apiValue, checkField, formValue } from './fieldRules';
import { CurrencySelect, useDefaultCurrency } from './CurrencySelect';
import { choiceLabel, fieldHelp, fieldLabel, sectionText } from './labels';
import { ImagePicker, type PickedImage } from './ImagePicker';
import { useListing, useListingSaved } from './queries';
import { listingPath, sectionApi, type ListingFieldSpec, type ListingItem, type ListingSectionSpec } from './registry';
import './words';

type Values = Record<string, string>;

/** `/<section>/new` and `/<section>/:id/edit`: the section's form, from its declaration. */
export default function ListingFormPage({ section }: { section: ListingSectionSpec }) {
  const { id } = useParams();
  return id ? <EditListing section={section} id={Number(id)} /> : <ListingForm section={section} />;
}

function EditListing({ section, id }: { section: ListingSectionSpec; id: number }) {
  const query = useListing(section, Number.isInteger(id) && id > 0 ? id : 0);
  if (query.isPending) {
    return <Skeleton variant="rounded" height={480} aria-busy />;
  }
  if (query.isError) {
    return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  }
  return <ListingForm section={section} item={query.data} />;
}

/** A personal question: typed, or answered "Prefer not to say" (kept private: the listing shows nothing for it). */
function SensitiveField({ label, field, control, disabled, common }: { label: string; field: ListingFieldSpec; control: Control<Values>; disabled: boolean; common: object }) {
  const { t } = useTranslation();
  const { field: input } = useController({ control, name: field.name });
  const kept = input.value === PREFER_NOT_TO_SAY;
  return (
    <Box>
      <FormTextField {...common} control={control} name={field.name} disabled={disabled || kept} />
      <FormControlLabel
        control={<Checkbox size="small" checked={kept} disabled={disabled} onChange={(event) => input.onChange(event.target.checked ? PREFER_NOT_TO_SAY : '')} />}
        label={<Typography variant="body2">{t('listings:preferNotToSay')}</Typography>}
        slotProps={{ typography: { component: 'span' } }}
        aria-label={t('listings:preferNotToSayAria', { field: label })}
      />
    </Box>
  );
}

/** The fields' inputs, one per declared field, with its own rules. */
function FieldInput({ section, field, control, disabled }: { section: ListingSectionSpec; field: ListingFieldSpec; control: Control<Values>; disabled: boolean }) {
  const label = fieldLabel(section, field);
  const common = {
    control,
    name: field.name,
    label,
    disabled,
    helperText: fieldHelp(field),
    rules: { validate: (value: unknown) => checkField(field, value) },
    slotProps: { inputLabel: { required: field.required } },
  };
  switch (field.kind) {
    case 'choice':
      return (
        <FormTextField {...common} select>
          {field.choices!.map((c) => (
            <MenuItem key={c} value={c}>
              {choiceLabel(field, c)}
            </MenuItem>
          ))}
        </FormTextField>
      );
    case 'longtext':
      return <FormTextField {...common} multiline minRows={5} />;
    case 'integer':
      return <FormTextField {...common} type="number" slotProps={{ ...common.slotProps, htmlInput: { min: field.min, max: field.max, step: 1 } }} />;
    case 'money':
      return <FormTextField {...common} type="number" slotProps={{ ...common.slotProps, htmlInput: { min: 0, step: 0.01 } }} />;
    case 'datetime':
      return <FormTextField {...common} type="datetime-local" slotProps={{ inputLabel: { required: field.required, shrink: true } }} />;
    case 'url':
      return <FormTextField {...common} type="url" placeholder="https://" />;
    case 'email':
      return <FormTextField {...common} type="email" />;
    case 'text':
      return field.sensitive ? <SensitiveField label={label} field={field} control={control} disabled={disabled} common={common} /> : <FormTextField {...common} />;
  }
}

function ListingForm({ section, item }: { section: ListingSectionSpec; item?: ListingItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const saved = useListingSaved(section);
  usePageTitle(sectionText(section, item ? 'edit' : 'new'));
  const priced = hasPrice(section);
  const defaultCurrency = useDefaultCurrency(priced && !item);
  const initial: Values = Object.fromEntries(section.fields.map((f) => [f.name, item ? formValue(f, item[f.name]) : '']));
  if (priced) {
    // A new listing starts in the operator's currency; an edit shows the listing's own.
    initial.currency = item ? String(item.currency ?? '') : '';
  }
  const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: initial, mode: 'onTouched' });
  const [images, setImages] = useState<PickedImage[]>(() => (item?.images ?? []).map((file) => ({ kind: 'stored', file })));
  const [progress, setProgress] = useState<number | null>(null);
  // Publishing needs a confirmed email (403 otherwise): said before the member fills the form.
  const { user } = useAuth();
  const unconfirmed = !item && user?.email_verified === false;
  const [refusal, setRefusal] = useState<string | null>(null);
  const urls = useRef(new Set<string>());
  useEffect(() => {
    for (const image of images) {
      if (image.kind === 'new') {
        urls.current.add(image.url);
      }
    }
  }, [images]);
  useEffect(() => {
    const made = urls.current;
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const submit = useMutation({
    mutationFn: async (values: Values) => {
      const api = sectionApi(section);
      const fresh = images.flatMap((i) => (i.kind === 'new' ? [i.blob] : []));
      const upload = <T,>(call: () => Promise<T>) => (fresh.length ? withUploadProgress(({ percent }) => setProgress(percent), call) : call());
      if (!item) {
        // Empty values are not sent (the form's multipart rule).
        const fields = Object.fromEntries(section.fields.flatMap((f) => (values[f.name]?.trim() ? [[f.name, apiValue(f, values[f.name])]] : [])));
        const currency = priced ? values.currency || defaultCurrency : undefined;
        if (currency) {
          fields.currency = currency;
        }
        return (await callApi(() => upload(() => api.create(fields, fresh)))).data;
      }
      const changes: Record<string, unknown> = {};
      for (const f of section.fields) {
        if ((values[f.name] ?? '') !== initial[f.name]) {
          changes[f.name] = values[f.name]?.trim() ? apiValue(f, values[f.name]) : null;
        }
      }
      if (priced && values.currency && values.currency !== initial.currency) {
        changes.currency = values.currency;
      }
      const kept = images.flatMap((i) => (i.kind === 'stored' ? [i.file] : []));
      if (kept.join('/') !== item.images.join('/')) {
        changes.images = kept;
      }
      let result = item;
      if (Object.keys(changes).length) {
        result = (await callApi(() => api.update(item.id, changes))).data;
      }
      if (fresh.length) {
        result = (await callApi(() => upload(() => api.addImages(item.id, fresh)))).data;
      }
      return result;
    },
    onMutate: () => setProgress(images.some((i) => i.kind === 'new') ? 0 : null),
    onSettled: () => setProgress(null),
    onSuccess: (result) => {
      saved(result);
      toast.success(item ? t('listings:form.saved') : t('listings:form.up'));
      navigate(listingPath(section.slug, result.id));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) {
        setRefusal(errorMessage(error));
        return;
      }
      const errors = fieldErrors(error);
      let shown = false;
      for (const [name, messages] of Object.entries(errors)) {
        if (name === 'currency' || section.fields.some((f) => f.name === name)) {
          setError(name, { message: messages[0] }, { shouldFocus: !shown });
          shown = true;
        }
      }
      if (!shown) {
        toast.error(errorMessage(error));
      }
    },
  });

  const busy = submit.isPending;
  const back = item ? listingPath(section.slug, item.id) : `/${section.slug}`;
  return (
    <>
      <Button component={Link} to={back} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {item ? t('listings:form.back') : sectionText(section)}
      </Button>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
          {sectionText(section, item ? 'edit' : 'new')}
        </Typography>
        {(unconfirmed || refusal) && (
          <Alert severity="warning" sx={{ mb: 3 }}>
            {refusal ?? EMAIL_MSG.confirmToPublish}{' '}
            <Trans i18nKey="listings:form.confirmEmail" values={{ email: user?.email }} components={{ b: <strong /> }} />
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={handleSubmit((values) => submit.mutate(values))}>
          <Stack sx={{ gap: 2.5 }}>
            {section.fields.map((f) => (
              <Box key={f.name} sx={{ display: 'contents' }}>
                <FieldInput section={section} field={f} control={control} disabled={busy} />
                {f.core === 'price' && <CurrencySelect control={control} name="currency" fallback={defaultCurrency} disabled={busy} />}
              </Box>
            ))}
            <ImagePicker images={images} max={section.maxImages} onChange={setImages} onProblem={(m) => toast.error(m)} disabled={busy} />
            {progress !== null && (
              <Box>
                <LinearProgress variant="determinate" value={progress} aria-label={t('listings:form.uploadProgress')} />
                <Typography variant="caption" color="text.secondary">
                  {t('listings:form.uploading', { percent: progress })}
                </Typography>
              </Box>
            )}
            <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
              <Button component={Link} to={back} disabled={busy}>
                {t('listings:form.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={busy || unconfirmed}>
                {item ? t('listings:form.save') : t('listings:form.publish')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </Paper>
    </>
  );
}
