import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { makeAed, pictureOf } from '../../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

async function openInSlovenian(id: string, handler: () => Response) {
  await changeLanguage('sl');
  mockFetch({ [CONFIG_PATH]: publicConfig(), [`GET /api/aed/${id}`]: handler });
  return renderApp(`/aed/${id}`);
}

const card = (title: string) => screen.getByRole('region', { name: title });
const field = (title: string, label: string) => within(card(title)).getByText(label).nextElementSibling as HTMLElement;

describe('AED detail in Slovenian', () => {
  it('says every card, label, badge and link in Slovenian; the data stays as it is', async () => {
    const aed = makeAed({
      title: 'AED Gasilski dom Šentjur',
      accessibility: 'FULL_24H',
      city: 'Šentjur',
      placeDerived: true,
      altitude: 240,
      electrodeExpiry: day(-3),
      childElectrodeExpiry: day(10),
      batteryExpiry: day(2),
      childElectrode: true,
      notes: null,
    });
    await openInSlovenian(aed.id, () => json(200, aed));
    expect(await screen.findByRole('heading', { level: 1, name: 'AED Gasilski dom Šentjur' })).toBeInTheDocument();
    // The arrow and the button: one name in Slovenian, the same place.
    const back = screen.getAllByRole('link', { name: 'Nazaj na zemljevid' });
    expect(back.map((link) => link.getAttribute('href'))).toEqual(['/map', '/map']);
    expect(screen.getByText('Aktiven')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Pokliči 112' }).map((link) => link.getAttribute('href'))).toContain('tel:112');
    expect(screen.getByRole('link', { name: 'Odpri v Google Zemljevidih (odpre se v novem zavihku)' })).toHaveAttribute('target', '_blank');

    // Expired electrodes: the warning, in Slovenian, with the number to call.
    expect(screen.getByText('Ta AED morda ni pripravljen za uporabo.')).toBeInTheDocument();
    expect(screen.getByText(/Rok uporabe je potekel: elektrode\. V nujnem primeru pokličite 112/)).toBeInTheDocument();
    expect(await screen.findByText('Vedno dostopen (24/7)')).toBeInTheDocument();

    expect(field('Lokacija', 'Kraj')).toHaveTextContent('Šentjur (najbližje naselje)');
    expect(field('Lokacija', 'Nadmorska višina')).toHaveTextContent('240 m');
    expect(field('Dodatni podatki', 'Opombe')).toHaveTextContent('Ni podatka');
    expect(within(card('Vzdrževanje in roki uporabe')).getByText('Dostop 24/7')).toBeInTheDocument();
    expect(field('Vzdrževanje in roki uporabe', 'Rok uporabe elektrod')).toHaveTextContent('POTEKLO');
    expect(field('Vzdrževanje in roki uporabe', 'Rok uporabe otroških elektrod')).toHaveTextContent('Še 10 dni');
    expect(field('Vzdrževanje in roki uporabe', 'Rok uporabe baterije')).toHaveTextContent('Še 2 dneva');
    const equipment = within(card('Značilnosti in oprema')).getAllByRole('listitem').map((li) => li.textContent);
    expect(equipment).toEqual(['Otroške elektrodeDa', '3D smerna tablaNe', 'Smerna nalepkaNe', 'Zunanja omaricaNe', 'Notranja omaricaNe', 'Komplet za prvo pomočNe']);
    expect(within(card('Slike')).getByText('Slik še ni.')).toBeInTheDocument();
    expect(screen.getByText('Surovi podatki (JSON)')).toBeInTheDocument();
    expect(document.title).toContain('AED Gasilski dom Šentjur');
  });

  it('names the floor and the cabinet notes in Slovenian', async () => {
    const aed = makeAed({ floor: '2', cabinetNotes: 'Ključ je na recepciji.' });
    await openInSlovenian(aed.id, () => json(200, aed));
    await screen.findByRole('heading', { level: 1, name: aed.title! });
    expect(field('Osnovni podatki', 'Nadstropje')).toHaveTextContent('2');
    expect(field('Osnovni podatki', 'Omarica')).toHaveTextContent('Ključ je na recepciji.');
  });

  it('counts pictures with Slovenian plurals and the lightbox speaks Slovenian', async () => {
    const user = userEvent.setup();
    const id = '22222222-2222-4333-8444-555555555555';
    const aed = makeAed({ id, pictures: [1, 2, 3].map((i) => pictureOf(id, i)) });
    await openInSlovenian(id, () => json(200, aed));
    expect(await screen.findByText('3 slike')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Odpri sliko 2 od 3' }));
    const viewer = screen.getByRole('dialog', { name: 'Pregledovalnik slik' });
    expect(within(viewer).getByText('Slika 2 od 3')).toBeInTheDocument();
    expect(within(viewer).getByText('Za premikanje uporabite puščične tipke, za zapiranje tipko ESC')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Naslednja slika' }));
    expect(within(viewer).getByText('Slika 3 od 3')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Zapri' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("falls back to 'Podrobnosti AED' and says 'AED ni bil najden'", async () => {
    const bare = makeAed({ title: null, description: null });
    await openInSlovenian(bare.id, () => json(200, bare));
    expect(await screen.findByRole('heading', { level: 1, name: 'Podrobnosti AED' })).toBeInTheDocument();
    const missing = '11111111-2222-4333-8444-555555555555';
    await openInSlovenian(missing, () => json(404, { statusCode: 404, error: 'Not Found', message: 'AED not found' }));
    expect(await screen.findByRole('heading', { name: 'AED ni bil najden' })).toBeInTheDocument();
    expect(screen.getByText('Zahtevanega AED ni bilo mogoče najti.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nazaj na zemljevid AED' })).toHaveAttribute('href', '/map');
  });
});
