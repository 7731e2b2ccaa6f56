import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { ListingsService } from '@plaza/sdk';
import { useQuery } from '@tanstack/react-query';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api';
import { intlLocale } from '../../lib/format';
import './words';

/** The ISO 4217 codes the browser can format (the server checks against the same Intl list). */
const CODES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : ['EUR'];

/** The operator's DEFAULT_CURRENCY, which a new listing's price starts in (undefined until known). */
export function useDefaultCurrency(enabled: boolean): string | undefined {
  const query = useQuery({
    queryKey: ['listings', 'settings'],
    queryFn: () => callApi(() => ListingsService.getListingSettings()),
    enabled,
    staleTime: Infinity,
  });
  return query.data?.default_currency;
}

/** "EUR · euro": the code, and its name in the reader's language when Intl knows it. */
function currencyName(code: string): string {
  try {
    const name = new Intl.DisplayNames([intlLocale()], { type: 'currency' }).of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}

interface Props {
  control: Control<Record<string, string>>;
  name: string;
  /** Shown while the field is empty: the operator's default, sent when nothing else is chosen. */
  fallback?: string;
  disabled: boolean;
}

/** The currency of a price or cost: any ISO 4217 code, searchable by code or name. */
export function CurrencySelect({ control, name, fallback, disabled }: Props) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value = field.value || fallback || null;
  return (
    <Autocomplete
      options={CODES}
      value={value}
      onChange={(_event, code) => field.onChange(code ?? '')}
      getOptionLabel={currencyName}
      disabled={disabled}
      disableClearable={value !== null}
      renderInput={(params) => (
        <TextField {...params} name={field.name} inputRef={field.ref} onBlur={field.onBlur} label={t('listings:form.currency')} error={fieldState.error !== undefined} helperText={fieldState.error?.message} />
      )}
    />
  );
}
