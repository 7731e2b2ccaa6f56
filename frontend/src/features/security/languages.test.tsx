import { jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { AccountService, AuthService, type MemberExportListDto, type PasskeyDto, type PasskeyListDto, type SessionDto } from '@plaza/sdk';
import { setLanguage } from '../../i18n';
import { saveSession } from '../../lib/api';
import { ARABIC_INDIC_DIGITS, arabicIndicByDefault } from '../../test/arabicDigits';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, sdkOk, TOKENS, validationBody } from '../../test/sdk';
import { quietBackground } from '../../test/social';

afterEach(() => setLanguage('en'));

const now = new Date().toISOString();
const THIS: SessionDto = { id: '11111111-1111-4111-8111-111111111111', browser: 'Chrome 131', os: 'Linux', device: 'desktop', ip: '203.0.113.5', created_at: now, last_used_at: now, current: true };
const PHONE: SessionDto = { ...THIS, id: '22222222-2222-4222-8222-222222222222', browser: 'Safari 17', os: 'iOS', device: 'mobile', ip: null, current: false };

async function openSecurity(twoFactor = false, passkeys: PasskeyDto[] = []) {
  const user = makeUser({ two_factor_enabled: twoFactor });
  saveSession(user, TOKENS);
  quietBackground();
  jest.spyOn(AuthService, 'me').mockReturnValue(sdkOk({ user }));
  jest.spyOn(AuthService, 'listPasskeys').mockReturnValue(sdkOk<PasskeyListDto>({ data: passkeys }));
  jest.spyOn(AuthService, 'listSessions').mockReturnValue(sdkOk({ data: [THIS, PHONE] }));
  jest.spyOn(AccountService, 'listExports').mockReturnValue(sdkOk<MemberExportListDto>({ data: [], next_export_at: null }));
  renderApp('/settings/security');
}

describe('the security page in pt-PT', () => {
  it('names the sessions in Portuguese and says why a sign-out failed in Portuguese', async () => {
    await setLanguage('pt-PT');
    jest.spyOn(AuthService, 'revokeSession').mockReturnValue(sdkFail(404, { statusCode: 404, message: 'Session not found' }));
    await openSecurity();
    expect(await screen.findByRole('heading', { level: 1, name: 'Segurança' }, { timeout: 15_000 })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Onde tem sessão iniciada' });
    const list = await within(card).findByRole('list', { name: 'Sessões' });
    expect(within(list).getByRole('listitem', { name: 'Chrome 131 em Linux' })).toHaveTextContent('Este dispositivo');
    expect(within(list).getByRole('listitem', { name: 'Safari 17 em iOS' })).toHaveTextContent('Endereço desconhecido');
    expect(screen.getByRole('region', { name: 'Chaves de acesso' })).toHaveTextContent('Ainda não tem chaves de acesso.');

    fireEvent.click(within(list).getByRole('button', { name: 'Terminar sessão em Safari 17 em iOS' }));
    expect(await screen.findByText('Sessão não encontrada')).toBeInTheDocument();
  });
});

describe('the security page in Arabic', () => {
  it('turns two-factor authentication off in Arabic, with the refused password in Arabic', async () => {
    await setLanguage('ar');
    jest.spyOn(AuthService, 'disableTotp').mockReturnValue(sdkFail(422, validationBody({ password: ['The password is incorrect.'] })));
    await openSecurity(true);
    const section = await screen.findByRole('region', { name: 'المصادقة الثنائية' }, { timeout: 15_000 });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(section).getByText('مفعّلة')).toBeInTheDocument();

    fireEvent.click(within(section).getByRole('button', { name: 'إيقاف' }));
    fireEvent.click(within(section).getByRole('button', { name: 'إيقاف' }));
    expect(await within(section).findByText('أدخل كلمة المرور.')).toBeInTheDocument();
    expect(within(section).getByText('أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة.')).toBeInTheDocument();

    fireEvent.change(within(section).getByLabelText('كلمة المرور'), { target: { value: 'Wrong!pass1' } });
    fireEvent.change(within(section).getByLabelText('الرمز أو رمز الاسترداد'), { target: { value: '123456' } });
    fireEvent.click(within(section).getByRole('button', { name: 'إيقاف' }));
    expect(await within(section).findByText('كلمة المرور غير صحيحة.')).toBeInTheDocument();
  });

  it('dates a passkey with Western digits, where the browser would write Arabic-Indic ones', async () => {
    await setLanguage('ar');
    arabicIndicByDefault();
    await openSecurity(false, [{ id: 4, name: 'My phone', created_at: '2026-01-05T15:30:00.000Z', last_used_at: '2026-03-10T12:00:00.000Z' }]);
    const section = await screen.findByRole('region', { name: 'مفاتيح المرور' }, { timeout: 15_000 });
    expect(await within(section).findByText('My phone')).toBeInTheDocument();
    const dates = within(section).getByText('أُضيف في 5 يناير 2026 · آخر استخدام في 10 مارس 2026');
    expect(dates.textContent).not.toMatch(ARABIC_INDIC_DIGITS);
  });
});
