import { jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { AuthService } from '@plaza/sdk';
import { setLanguage } from '../../i18n';
import { renderApp } from '../../test/renderApp';
import { sdkFail, sdkOk, validationBody } from '../../test/sdk';

afterEach(() => setLanguage('en'));

const submit = (name: string) => fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name }));

describe('account pages in pt-PT', () => {
  it('signs in in Portuguese: labels, the form rules and a wrong password in Portuguese', async () => {
    await setLanguage('pt-PT');
    const login = jest
      .spyOn(AuthService, 'login')
      .mockReturnValue(sdkFail(401, { statusCode: 401, message: 'These credentials do not match our records.' }));
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sessão' }, { timeout: 15_000 });
    expect(screen.getByText('Bom regresso ao Plaza.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Esqueceu-se da palavra-passe?' })).toHaveAttribute('href', '/forgot-password');

    submit('Iniciar sessão');
    expect(await screen.findByText('O email é obrigatório!')).toBeInTheDocument();
    expect(screen.getByText('A palavra-passe é obrigatória!')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Palavra-passe'), { target: { value: 'Wrong!pass1' } });
    submit('Iniciar sessão');
    expect(await screen.findByRole('alert')).toHaveTextContent('Estas credenciais não correspondem aos nossos registos.');
    expect(login).toHaveBeenCalledWith({ requestBody: { email: 'ana@example.com', password: 'Wrong!pass1' } });
  });
});

describe('account pages in Arabic', () => {
  it('signs up right to left, with the server refusing a taken email in Arabic', async () => {
    await setLanguage('ar');
    jest.spyOn(AuthService, 'register').mockReturnValue(sdkFail(422, validationBody({ email: ['This email is already taken.'] })));
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'أنشئ حسابك' }, { timeout: 15_000 });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    fireEvent.change(screen.getByLabelText('الاسم الأول'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('اسم العائلة'), { target: { value: 'Martins' } });
    fireEvent.change(screen.getByLabelText('اسم المستخدم'), { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText('البريد الإلكتروني'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('كلمة المرور'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('تأكيد كلمة المرور'), { target: { value: 'other' } });
    submit('إنشاء حساب');
    expect(await screen.findByText('يجب أن تتكون كلمة المرور من 8 أحرف على الأقل')).toBeInTheDocument();
    expect(screen.getByText('يجب أن تتطابق كلمتا المرور')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('كلمة المرور'), { target: { value: 'Secret!123' } });
    fireEvent.change(screen.getByLabelText('تأكيد كلمة المرور'), { target: { value: 'Secret!123' } });
    submit('إنشاء حساب');
    expect(await screen.findByText('هذا البريد الإلكتروني مستخدم بالفعل.')).toBeInTheDocument();
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAccessibleDescription('هذا البريد الإلكتروني مستخدم بالفعل.');
  });

  it('asks for the second step in Arabic and says a wrong code in Arabic', async () => {
    await setLanguage('ar');
    jest
      .spyOn(AuthService, 'login')
      .mockReturnValue(sdkOk<Awaited<ReturnType<typeof AuthService.login>>>({ two_factor_required: true, challenge: 'c1', expires_at: '2026-01-05T15:35:00.000Z' }));
    jest.spyOn(AuthService, 'loginSecondStep').mockReturnValue(sdkFail(422, validationBody({ code: ['The code is not valid.'] })));
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' }, { timeout: 15_000 });
    fireEvent.change(screen.getByLabelText('البريد الإلكتروني'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('كلمة المرور'), { target: { value: 'Secret!123' } });
    submit('تسجيل الدخول');

    await screen.findByRole('heading', { level: 1, name: 'التحقق بخطوتين' }, { timeout: 15_000 });
    submit('تحقّق');
    expect(await screen.findByText('أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة.', { selector: 'p[id]' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('الرمز المكوّن من 6 أرقام'), { target: { value: '000000' } });
    submit('تحقّق');
    expect(await screen.findByText('الرمز غير صالح.')).toBeInTheDocument();
  });
});
