import { NotFoundException } from '@nestjs/common';
import { IdPipe, MAX_ID } from './id.pipe';

describe('IdPipe', () => {
  it('accepts a positive id within the integer column', () => {
    expect(new IdPipe().transform('42')).toBe(42);
    expect(new IdPipe().transform(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each(['0', '-1', 'abc', '1.5', '2147483648', '01', '', ' 7', '1e3'])('answers 404 for %p', (value) => {
    expect(() => new IdPipe().transform(value)).toThrow(NotFoundException);
  });

  it("answers 404 with 'Not found', or with the message it was given", () => {
    expect(() => new IdPipe().transform('x')).toThrow('Not found');
    expect(() => new IdPipe('Chat not found').transform('x')).toThrow('Chat not found');
  });
});
