import { afterEach, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACCOUNT_DATA_MSG,
  ACCOUNT_MSG,
  COMMUNITY_MSG,
  EMAIL_MSG,
  LISTING_MSG,
  lengthMessage,
  MSG,
  STORAGE_MSG,
  TWO_FACTOR_MSG,
  UPLOAD_MSG,
} from '@plaza/sdk/validation-messages';
import { API_TEMPLATES, translateApiMessage } from './apiMessages';
import { setLanguage } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const load = (language: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'locales', language, 'api.json'), 'utf8')) as Record<string, string>;

afterEach(() => setLanguage('en'));

describe('translateApiMessage', () => {
  it('leaves English as the API wrote it', () => {
    expect(translateApiMessage(MSG.emailTaken)).toBe('This email is already taken.');
    expect(translateApiMessage(lengthMessage(40))).toBe('This field must be between 1 and 40 characters.');
    expect(translateApiMessage(STORAGE_MSG.quotaExceeded('1 GB', '20 MB'))).toBe(STORAGE_MSG.quotaExceeded('1 GB', '20 MB'));
  });

  it('translates the static messages', async () => {
    await setLanguage('pt-PT');
    expect(translateApiMessage(MSG.emailTaken)).toBe('Este email já está a ser utilizado.');
    expect(translateApiMessage(TWO_FACTOR_MSG.codeInvalid)).toBe('O código não é válido.');
    expect(translateApiMessage('These credentials do not match our records.')).toBe('Estas credenciais não correspondem aos nossos registos.');
    await setLanguage('ar');
    expect(translateApiMessage(MSG.passwordsMatch)).toBe('يجب أن تتطابق كلمتا المرور');
    expect(translateApiMessage(STORAGE_MSG.nameInvalid)).toBe('لا يمكن أن يحتوي الاسم على / أو \\ ولا يمكن أن يكون . أو ..');
  });

  it('translates the messages built from values, keeping the values', async () => {
    await setLanguage('pt-PT');
    expect(translateApiMessage(lengthMessage(40))).toBe('Este campo tem de ter entre 1 e 40 caracteres.');
    expect(translateApiMessage(COMMUNITY_MSG.videoTooLong('10 minutes'))).toBe('O vídeo pode durar no máximo 10 minutes');
    expect(translateApiMessage(STORAGE_MSG.quotaExceeded('1 GB', '20 MB'))).toBe(
      'O seu armazenamento está cheio: este carregamento excederia a sua quota de 1 GB (20 MB livres)',
    );
    expect(translateApiMessage(STORAGE_MSG.fileTooLarge('50 MB'))).toBe(
      'Cada ficheiro pode ter no máximo 50 MB aqui; os ficheiros maiores são carregados de forma retomável',
    );
    expect(translateApiMessage(LISTING_MSG.statusNotHere(['active', 'filled', 'closed']))).toBe(
      'status tem de ser active, filled ou closed aqui',
    );
    expect(translateApiMessage(EMAIL_MSG.sentTo('ana@example.com'))).toBe('Está a caminho de ana@example.com uma nova ligação de confirmação.');
    await setLanguage('ar');
    expect(translateApiMessage(TWO_FACTOR_MSG.passkeyLimit(5))).toBe('الحد الأقصى لعدد مفاتيح المرور: 5. أزل مفتاحًا أولًا.');
    expect(translateApiMessage(ACCOUNT_MSG.suspendedUntil(new Date('2026-12-01T10:30:00Z')))).toBe(
      'هذا الحساب معلَّق حتى 2026-12-01 10:30 بالتوقيت العالمي المنسق.',
    );
  });

  it('recognises every message function of the API in both languages', async () => {
    const built = [
      lengthMessage(80),
      UPLOAD_MSG.tooManyPixels(40_000_000),
      UPLOAD_MSG.tooMany('pictures', 10),
      UPLOAD_MSG.tooLarge('avatar', '5 MB'),
      UPLOAD_MSG.truncated('cover'),
      LISTING_MSG.wholeNumber(0, 50),
      LISTING_MSG.longText(20000),
      LISTING_MSG.tooManyImages(10),
      LISTING_MSG.statusNotHere(['active', 'sold']),
      LISTING_MSG.savedSearchLimit(20),
      COMMUNITY_MSG.videoTooLong('1 hour'),
      STORAGE_MSG.quotaExceeded('1 GB', '3 MB'),
      STORAGE_MSG.fileTooLarge('50 MB'),
      ACCOUNT_MSG.suspendedUntil(new Date('2027-01-02T03:04:00Z')),
      EMAIL_MSG.sentTo('ana@example.com'),
      TWO_FACTOR_MSG.passkeyLimit(10),
      ACCOUNT_DATA_MSG.exportTooSoon(new Date('2027-01-02T03:04:00Z')),
    ];
    for (const language of ['pt-PT', 'ar'] as const) {
      await setLanguage(language);
      for (const message of built) {
        expect([message, translateApiMessage(message)]).not.toEqual([message, message]);
      }
    }
  });

  it('has a translation of every template, with the same placeholders', () => {
    for (const language of ['pt-PT', 'ar']) {
      const theirs = load(language);
      for (const template of API_TEMPLATES) {
        expect([template, placeholders(theirs[template] ?? '')]).toEqual([template, placeholders(template)]);
      }
    }
  });

  it('gives back a message it does not know unchanged', async () => {
    await setLanguage('pt-PT');
    expect(translateApiMessage('Something only a newer API says')).toBe('Something only a newer API says');
    expect(translateApiMessage('')).toBe('');
  });
});
