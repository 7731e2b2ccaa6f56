import { afterEach, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { MarketplacesService } from '@plaza/sdk';
import { setLanguage } from '../../i18n';
import { renderApp } from '../../test/renderApp';
import { sdkOk } from '../../test/sdk';
import { paged } from '../../test/social';
import { makeMarketplace } from './testing';

// As the page's text reads once whitespace is collapsed (Intl puts a no-break space before the €).
const inPortuguese = (amount: number, currency: string) => new Intl.NumberFormat('pt-PT', { style: 'currency', currency }).format(amount).replace(/\s/g, ' ');

// Each test renders the whole app, some twice: slow on a busy machine.
const SLOW = 60_000;

afterEach(async () => {
  await setLanguage('en');
});

async function cards() {
  const grid = await screen.findByRole('list', { name: /Marketplace|Mercado|السوق/ }, { timeout: 15_000 });
  return within(grid).getAllByRole('listitem');
}

describe('listings in three languages, prices in their own currency', () => {
  beforeEach(() => {
    jest.spyOn(MarketplacesService, 'listMarketplaces').mockReturnValue(
      sdkOk(paged([makeMarketplace({ price: 1250, currency: 'EUR' }), makeMarketplace({ id: 6, name: 'Sofa', price: 80, currency: 'USD', category: 'Furniture' })])),
    );
  }, SLOW);

  it('shows a card\'s price as "€1,250.00" in English, and another currency as itself', async () => {
    renderApp('/marketplaces');
    const [bike, sofa] = await cards();
    expect(bike).toHaveTextContent('€1,250.00');
    expect(sofa).toHaveTextContent('$80.00');
    expect(screen.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeInTheDocument();
  }, SLOW);

  // Needs lib/format.ts's formatPrice to follow the language (the i18n-shell branch): fails before that merge.
  it('shows a card\'s price as Intl writes it in European Portuguese ("1250,00 €")', async () => {
    await setLanguage('pt-PT');
    renderApp('/marketplaces');
    const [bike] = await cards();
    expect(bike).toHaveTextContent(inPortuguese(1250, 'EUR'));
  }, SLOW);

  it('shows the cards and the section in European Portuguese', async () => {
    await setLanguage('pt-PT');
    renderApp('/marketplaces');
    const [bike, sofa] = await cards();
    expect(bike).toHaveTextContent('Bicicletas');
    expect(sofa).toHaveTextContent('Mobiliário');
    expect(screen.getByRole('heading', { level: 1, name: 'Mercado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo artigo' })).toBeInTheDocument();
    expect(screen.getByText('2 anúncios')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pesquisar' })).toBeInTheDocument();
  }, SLOW);

  it('shows a listing page in European Portuguese and in Arabic', async () => {
    jest.spyOn(MarketplacesService, 'getMarketplace').mockReturnValue(sdkOk({ data: makeMarketplace({ price: 1250, currency: 'EUR' }) }));
    await setLanguage('pt-PT');
    const { unmount } = renderApp('/marketplaces/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'City bike, 54 cm frame' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Preço')).toBeInTheDocument();
    const facts = screen.getByText('Contacto').closest('dl')!;
    expect(within(facts).getByText('Categoria').nextSibling).toHaveTextContent('Bicicletas');
    expect(within(facts).getByText('Localização').nextSibling).toHaveTextContent('Lisbon, Alvalade');
    expect(screen.getByRole('link', { name: 'Inicie sessão para contactar Sara' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'City bike, 54 cm frame, imagem 1 de 2' })).toBeInTheDocument();
    unmount();

    await setLanguage('ar');
    renderApp('/marketplaces/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'City bike, 54 cm frame' })).toBeInTheDocument();
    const arabicFacts = screen.getByText('معلومات الاتصال').closest('dl')!;
    expect(within(arabicFacts).getByText('الفئة').nextSibling).toHaveTextContent('دراجات');
    expect(screen.getByRole('link', { name: 'سجّل الدخول لمراسلة Sara' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'عرض الصورة 2' })).toBeInTheDocument();
  }, SLOW);
});
