import { afterEach, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { AuthService, FriendsService, PostsService, UsersService, type FriendListResponseDto, type PostDto } from '@plaza/sdk';
import { setLanguage } from '../../i18n';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkOk, TOKENS } from '../../test/sdk';
import { makeProfile, paged, quietBackground } from '../../test/social';

// The first render of a lazily loaded page can take seconds on a busy machine.
const PAGE = { timeout: 15_000 };
jest.setTimeout(45_000);

const USER = makeUser({ about: 'Cyclist.', location: 'Lisbon', gender: 'Female', date_of_birth: '1990-04-12' });

afterEach(async () => {
  await setLanguage('en');
});

describe('the profile form in European Portuguese', () => {
  it('names every section, field and gender in Portuguese, the gender value staying what the API stores', async () => {
    await setLanguage('pt-PT');
    saveSession(USER, TOKENS);
    renderApp('/profile/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar perfil' }, PAGE)).toBeInTheDocument();
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
    expect(await screen.findByRole('heading', { level: 1, name: 'تعديل الملف الشخصي' }, PAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('الاسم الأول')).toHaveValue('Ana');
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveValue('ana@example.com');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'الجنس' }));
    expect(await screen.findByRole('option', { name: 'أفضّل عدم الإفصاح' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'غير محدد' })).toBeInTheDocument();
  });

  it('shows my profile with its Arabic edit button and details', async () => {
    await setLanguage('ar');
    saveSession(USER, TOKENS);
    quietBackground();
    jest.spyOn(AuthService, 'me').mockReturnValue(sdkOk({ user: USER }));
    jest.spyOn(UsersService, 'getUserProfile').mockReturnValue(sdkOk({ data: makeProfile({}, { ...USER, id: 7 }) }));
    jest.spyOn(FriendsService, 'lastSixFriends').mockReturnValue(sdkOk<FriendListResponseDto>({ data: [] }));
    jest.spyOn(PostsService, 'listUserPosts').mockReturnValue(sdkOk(paged<PostDto>([])));
    renderApp('/profile');
    expect(await screen.findByRole('link', { name: 'تعديل الملف الشخصي' }, PAGE)).toHaveAttribute('href', '/profile/edit');
    expect(screen.getByText('تاريخ الميلاد')).toBeInTheDocument();
    expect(screen.getByText('يقيم في')).toBeInTheDocument();
    expect(await screen.findByText('حائطك فارغ')).toBeInTheDocument();
  });
});
