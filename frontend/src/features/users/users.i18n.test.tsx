import { afterEach } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { setLanguage } from '../../i18n';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, TOKENS } from '../../test/sdk';

const USER = makeUser({ about: 'Cyclist.', location: 'Lisbon', gender: 'Female', date_of_birth: '1990-04-12' });

afterEach(async () => {
  await setLanguage('en');
});

describe('the profile form in European Portuguese', () => {
  it('names every section, field and gender in Portuguese, the gender value staying what the API stores', async () => {
    await setLanguage('pt-PT');
    saveSession(USER, TOKENS);
    renderApp('/profile/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar perfil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome próprio')).toHaveValue('Ana');
    expect(screen.getByLabelText('Apelido')).toHaveValue('Martins');
    expect(screen.getByLabelText('Nome de utilizador')).toHaveValue('ana');
    expect(screen.getByLabelText('Nova palavra-passe')).toHaveValue('');
    expect(screen.getByLabelText('Localidade')).toHaveValue('Lisbon');
    expect(screen.getByRole('heading', { name: 'Palavra-passe' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Género' })).toHaveTextContent('Feminino');
    expect(screen.getByRole('button', { name: 'Guardar alterações' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao meu perfil' })).toHaveAttribute('href', '/profile');
  });
});

describe('the profile form and page in Arabic', () => {
  it('labels the form in Arabic and offers the genders in Arabic', async () => {
    await setLanguage('ar');
    saveSession(USER, TOKENS);
    renderApp('/profile/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'تعديل الملف الشخصي' })).toBeInTheDocument();
    expect(screen.getByLabelText('الاسم الأول')).toHaveValue('Ana');
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveValue('ana@example.com');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'الجنس' }));
    expect(await screen.findByRole('option', { name: 'أفضّل عدم الإفصاح' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'غير محدد' })).toBeInTheDocument();
  });

  it('shows my profile with its Arabic edit button and details', async () => {
    await setLanguage('ar');
    saveSession(USER, TOKENS);
    renderApp('/profile');
    expect(await screen.findByRole('link', { name: 'تعديل الملف الشخصي' })).toHaveAttribute('href', '/profile/edit');
    expect(screen.getByText('تاريخ الميلاد')).toBeInTheDocument();
    expect(screen.getByText('يقيم في')).toBeInTheDocument();
  });
});
