import { jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from '../../i18n';
import EmojiPickerPanel from './EmojiPickerPanel';

describe('the emoji picker', () => {
  afterEach(async () => {
    cleanup();
    await setLanguage('en');
  });

  it('finds emojis by their Portuguese names for a member reading Portuguese', async () => {
    await setLanguage('pt-PT');
    const onPick = jest.fn();
    render(<EmojiPickerPanel onPick={onPick} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Escreva para pesquisar um emoji' }), { target: { value: 'polegar' } });
    fireEvent.click(await screen.findByRole('gridcell', { name: 'polegar para cima' }));
    expect(onPick).toHaveBeenCalledWith('👍');
  });

  it('finds emojis by their Arabic names for a member reading Arabic, names the package has no dataset of', async () => {
    await setLanguage('ar');
    const onPick = jest.fn();
    render(<EmojiPickerPanel onPick={onPick} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'اكتب للبحث عن رمز تعبيري' }), { target: { value: 'إبهام' } });
    fireEvent.click(await screen.findByRole('gridcell', { name: 'قبول' }));
    expect(onPick).toHaveBeenCalledWith('👍');
    // A flag, named from CLDR's sequences.
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'البرتغال' } });
    expect(await screen.findByRole('gridcell', { name: 'علم: البرتغال' })).toBeInTheDocument();
  });

  it('finds them by their English names in English', async () => {
    const onPick = jest.fn();
    render(<EmojiPickerPanel onPick={onPick} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Type to search for an emoji' }), { target: { value: 'thumbs up' } });
    fireEvent.click(await screen.findByRole('gridcell', { name: 'thumbs up' }));
    expect(onPick).toHaveBeenCalledWith('👍');
  });
});
