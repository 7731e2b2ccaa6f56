import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { flattenValidationErrors } from '../errors/validation';
import { MSG } from './messages';
import { NameField, OptionalText, RequiredLongText, RequiredText } from './text-rules';

class Form {
  @RequiredText(10, 'Bikes') title!: string;
  @RequiredText(255, 'Shop', { message: MSG.description255 }) business_name!: string;
  @OptionalText(20, 'https://x.y') url?: string;
  @RequiredLongText('Long') description!: string;
}

class Person {
  @NameField() first_name!: string;
}

const errorsOf = async <T extends object>(cls: new () => T, body: object) => flattenValidationErrors(await validate(plainToInstance(cls, body)));

const valid = { title: 'Bikes', business_name: 'Shop', description: 'x'.repeat(10_000) };

describe('text rules', () => {
  it('accepts texts within their limits, trimmed, and an optional text left out or empty', async () => {
    expect(await errorsOf(Form, valid)).toEqual({});
    expect(await errorsOf(Form, { ...valid, url: '' })).toEqual({});
    expect(await errorsOf(Form, { ...valid, url: '   ' })).toEqual({});
    expect(plainToInstance(Form, { ...valid, title: '  Bikes  ' }).title).toBe('Bikes');
  });

  it('answers one message per field: required, or the length (default or given), counted in characters', async () => {
    expect(await errorsOf(Form, { business_name: 'x'.repeat(256), title: '   ', description: ' ' })).toEqual({
      title: [MSG.required],
      business_name: [MSG.description255],
      description: [MSG.required],
    });
    expect(await errorsOf(Form, { ...valid, title: 'x'.repeat(11), url: 'y'.repeat(21) })).toEqual({
      title: ['This field must be between 1 and 10 characters.'],
      url: ['This field must be between 1 and 20 characters.'],
    });
    expect(await errorsOf(Form, { ...valid, title: '😀'.repeat(10) })).toEqual({});
  });

  it('refuses the NUL character in every rule', async () => {
    const nul = 'a\u0000bcd';
    expect(await errorsOf(Form, { title: nul, business_name: nul, url: nul, description: nul })).toEqual({
      title: [MSG.nulCharacter],
      business_name: [MSG.nulCharacter],
      url: [MSG.nulCharacter],
      description: [MSG.nulCharacter],
    });
    expect(await errorsOf(Person, { first_name: nul })).toEqual({ first_name: [MSG.nulCharacter] });
  });
});
