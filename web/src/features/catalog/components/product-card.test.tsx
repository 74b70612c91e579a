import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fake-api';
import { testProduct } from '@/testing/products';
import { renderWithProviders, testUser } from '@/testing/render';
import { ProductCard } from './product-card';
import { ProductPhotos } from './product-photos';

// No network here: the card only shows what it is given (its heart hears that the machine is not saved).
beforeEach(() => {
  stubFetch();
});

const buyer = testUser();

function renderCard(product = testProduct(), user = buyer) {
  renderWithProviders(
    <ProductPhotos products={[product]}>
      <ProductCard product={product} />
    </ProductPhotos>,
    { user },
  );
  return within(screen.getByRole('article', { name: product.productName }));
}

function valueOf(card: ReturnType<typeof renderCard>, label: string) {
  const term = card.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

/** "Book now" is off on this card, and says why beside it and to screen readers. */
function expectBookNowOff(card: ReturnType<typeof renderCard>, reason: string) {
  const bookNow = card.getByRole('button', { name: 'Book now' });
  expect(bookNow).toBeDisabled();
  expect(bookNow).toHaveAccessibleDescription(reason);
  expect(card.getByText(reason)).toBeVisible();
}

/** Every labelled fact of the card, as label → value. */
function factsOf(card: ReturnType<typeof renderCard>) {
  return Object.fromEntries(card.getAllByText(/./, { selector: 'dt' }).map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

/** Opens the card's "All specifications" and gives what it shows. */
async function openSpecifications(card: ReturnType<typeof renderCard>) {
  await userEvent.setup().click(card.getByRole('button', { name: 'All specifications' }));
  return within(card.getByRole('region', { name: /^All specifications of/ }));
}

describe('the product card', () => {
  it('shows the seller: name with the blue tick, e-mail, location, number and posted time and date', async () => {
    const specifications = await openSpecifications(renderCard());

    const name = specifications.getByText('Name', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(name).getByText('Rahim Uddin')).toBeInTheDocument();
    expect(within(name).getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
    expect(specifications.getByRole('link', { name: 'seller@machinery.test' })).toHaveAttribute('href', 'mailto:seller@machinery.test');
    expect(valueOf(specifications, 'Location')).toBe('Chapai-Nawabganj');
    expect(valueOf(specifications, 'Number')).toBe('01712345678');
    expect(valueOf(specifications, 'Posted')).toBe('3:20 AM, 8/4/2026');
  });

  it('has no tick for a seller who is not verified, and says when there is no number', async () => {
    const card = renderCard(testProduct({ sellerVerify: false, sellerNumber: '' }));
    expect(card.queryByRole('img', { name: 'Verified seller' })).not.toBeInTheDocument();

    const specifications = await openSpecifications(card);
    expect(specifications.queryByRole('img', { name: 'Verified seller' })).not.toBeInTheDocument();
    expect(valueOf(specifications, 'Number')).toBe('Not given');
  });

  it('shows at a glance the name (to its page), price, size, year, years used, place and seller with the blue tick', () => {
    const card = renderCard(testProduct({ _id: 'p-42', resalePrice: 1250, categorySize: '32', mfYear: 2011, yearOfUse: 6, location: 'Bogura' }));

    const heading = card.getByRole('heading', { level: 2, name: '4HP Water Cooled Diesel Engine (R170A)' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/product/p-42');
    expect(card.getByText('$1,250')).toBeVisible();
    expect(factsOf(card)).toEqual({
      'Machine size': '32 (Medium)',
      'Manufacturing year': '2011',
      'Years used': '6',
      Location: 'Bogura',
      // The name, then the tick's own title.
      Seller: 'Rahim UddinVerified seller',
    });
    const seller = card.getByText('Seller', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(seller).getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Book now' })).toBeInTheDocument();
  });

  describe('"All specifications"', () => {
    it('is closed at first: a button saying so, controlling a hidden, empty region', () => {
      const card = renderCard();
      const toggle = card.getByRole('button', { name: 'All specifications' });

      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      expect(region).not.toBeNull();
      expect(region).not.toBeVisible();
      expect(region).toBeEmptyDOMElement();
      expect(card.queryByText('Model / company', { selector: 'dt' })).not.toBeInTheDocument();
    });

    it('opens and closes from the keyboard, Enter and Space, saying it is open', async () => {
      const user = userEvent.setup();
      const card = renderCard();
      const toggle = card.getByRole('button', { name: 'All specifications' });

      await user.tab();
      while (document.activeElement !== toggle) await user.tab();
      await user.keyboard('{Enter}');

      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const region = card.getByRole('region', { name: 'All specifications of 4HP Water Cooled Diesel Engine (R170A)' });
      expect(toggle).toHaveAttribute('aria-controls', region.id);
      expect(region).toBeVisible();
      expect(within(region).getByText('Model / company', { selector: 'dt' })).toBeVisible();

      await user.keyboard(' ');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(region).not.toBeVisible();
      expect(toggle).toHaveFocus();
    });
  });

  it('shows every product field with its label, and the prices in dollars, under "All specifications"', async () => {
    const card = renderCard(testProduct({ resalePrice: 1250, originalPrice: 2400 }));

    expect(card.getByRole('heading', { level: 2, name: '4HP Water Cooled Diesel Engine (R170A)' })).toBeInTheDocument();
    const specifications = await openSpecifications(card);
    expect(factsOf(specifications)).toMatchObject({
      'Model / company': 'JINTIAN',
      Origin: 'China',
      'Machine size': '20 (Small)',
      'Self start': 'No',
      'Fuel type': 'Diesel',
      Price: '$1,250',
      'Original price': '$2,400',
      'Manufacturing year': '1994',
      'Years used': '4',
      'Ignition mode': 'Compression ignition',
      'Cooling system': 'Water cooled',
      'Pressure impulse': '4-stroke',
      'Piston movement': 'Reciprocating',
    });
    // The price under the name says the same as the Price line.
    expect(card.getAllByText('$1,250')).toHaveLength(2);
    expect(specifications.getByText('Runs well.')).toBeInTheDocument();
  });

  it('shows the picture lazily with its size', () => {
    const card = renderCard();
    const picture = card.getByRole('img', { name: '4HP Water Cooled Diesel Engine (R170A)', hidden: true });
    expect(picture).toHaveAttribute('src', '/seed/products/jintian-r170a.svg');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '800');
    expect(picture).toHaveAttribute('height', '600');
  });

  it('draws a placeholder naming the machine for a listing without a photo, with nothing to enlarge', () => {
    const card = renderCard(testProduct({ productName: 'Bare engine', picture: '' }));

    const placeholder = card.getByRole('img', { name: 'Bare engine' });
    expect(placeholder.tagName).not.toBe('IMG');
    expect(within(placeholder).getByText('Bare engine')).toBeVisible();
    expect(within(placeholder).getByText('No photo yet')).toBeVisible();
    expect(card.queryByRole('button', { name: /^Enlarge/ })).not.toBeInTheDocument();
  });

  it('draws the same placeholder when the photo fails to load', () => {
    const card = renderCard(testProduct({ productName: 'Lost photo', picture: '/uploads/gone.webp' }));
    const picture = card.getByRole('img', { name: 'Lost photo', hidden: true });

    fireEvent.error(picture);

    expect(picture).not.toBeInTheDocument();
    expect(within(card.getByRole('img', { name: 'Lost photo' })).getByText('No photo yet')).toBeVisible();
  });

  it('offers the browser the 400, 800 and 1600 px sizes of an uploaded picture, sized to the grid', () => {
    const upload = 'http://127.0.0.1:5000/api/uploads/products/s1/sized-0f8fad5b-d9cb-469f-a165-70867728950e';
    const card = renderCard(testProduct({ productName: 'Pump', picture: `${upload}.webp`, pictures: [`${upload}.webp`] }));
    const picture = card.getByRole('img', { name: 'Pump', hidden: true });
    expect(picture).toHaveAttribute('src', `${upload}.webp`);
    expect(picture).toHaveAttribute('srcset', `${upload}_400x400.webp 400w, ${upload}_800x800.webp 800w, ${upload}.webp 1600w`);
    expect(picture.getAttribute('sizes')).toContain('calc(100vw - 32px)');
    expect(picture).toHaveAttribute('width', '800');
    expect(picture).toHaveAttribute('height', '600');
  });

  it('has no srcset for a picture uploaded before thumbnails existed, nor for a seed drawing', () => {
    const older = 'http://127.0.0.1:5000/api/uploads/products/s1/0f8fad5b-d9cb-469f-a165-70867728950e.webp';
    const card = renderCard(testProduct({ productName: 'Pump', picture: older, pictures: [older] }));
    expect(card.getByRole('img', { name: 'Pump', hidden: true })).not.toHaveAttribute('srcset');
    expect(renderCard().getByRole('img', { name: '4HP Water Cooled Diesel Engine (R170A)', hidden: true })).not.toHaveAttribute('srcset');
  });

  it('enlarges the picture in the photo viewer on Enter, and Escape closes it and gives focus back', async () => {
    const user = userEvent.setup();
    const card = renderCard();
    const picture = card.getByRole('button', { name: 'Enlarge the picture of 4HP Water Cooled Diesel Engine (R170A)' });

    picture.focus();
    await user.keyboard('{Enter}');

    const viewer = await screen.findByRole('dialog', { name: 'Photo viewer' });
    expect(within(viewer).getByRole('button', { name: 'Close photo viewer' })).toHaveFocus();
    expect(within(viewer).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Rotate' })).toBeInTheDocument();
    expect(within(viewer).getByText('4HP Water Cooled Diesel Engine (R170A)')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(picture).toHaveFocus();
    expect(viewer).toHaveClass('PhotoView-Slider__willClose');
  });

  it('fits the enlarged picture to a phone’s screen, and again when the screen turns', async () => {
    const user = userEvent.setup();
    const size = { innerWidth: window.innerWidth, innerHeight: window.innerHeight };
    const resizeTo = (innerWidth: number, innerHeight: number) => {
      Object.assign(window, { innerWidth, innerHeight });
      fireEvent(window, new Event('resize'));
    };
    try {
      Object.assign(window, { innerWidth: 375, innerHeight: 667 });
      const card = renderCard();
      await user.click(card.getByRole('button', { name: 'Enlarge the picture of 4HP Water Cooled Diesel Engine (R170A)' }));

      const viewer = await screen.findByRole('dialog', { name: 'Photo viewer' });
      const picture = () => within(viewer).getByRole('img', { name: '4HP Water Cooled Diesel Engine (R170A)' });
      // The library centres the frame it is given: 800 px wide, it began 212 px left of the screen.
      expect(picture().style.width).toBe('375px');
      expect(picture().style.height).toBe('281px');

      act(() => resizeTo(667, 375));
      await waitFor(() => expect(picture().style.height).toBe('375px'));
      expect(picture().style.width).toBe('500px');
    } finally {
      Object.assign(window, size);
    }
  });

  describe('a listing with several pictures', () => {
    const pictures = ['/seed/products/jintian-r170a.svg', '/seed/products/kirloskar-tv1.svg', '/seed/products/honda-gx160.svg'];
    const several = () => testProduct({ picture: pictures[0], pictures });
    const shownPicture = (card: ReturnType<typeof renderCard>) => card.getByRole('img', { name: '4HP Water Cooled Diesel Engine (R170A)', hidden: true });

    it('shows the cover first and a thumbnail per picture, the one shown marked', () => {
      const card = renderCard(several());

      expect(shownPicture(card)).toHaveAttribute('src', pictures[0]);
      const thumbnails = within(card.getByRole('group', { name: 'Pictures of 4HP Water Cooled Diesel Engine (R170A)' })).getAllByRole('button', { name: /^Show picture/ });
      expect(thumbnails.map((thumbnail) => thumbnail.getAttribute('aria-label'))).toEqual(['Show picture 1 of 3', 'Show picture 2 of 3', 'Show picture 3 of 3']);
      expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');
    });

    it('goes from picture to picture with the arrows, the thumbnails and the arrow keys, round from the last to the first', async () => {
      const user = userEvent.setup();
      const card = renderCard(several());

      await user.click(card.getByRole('button', { name: 'Next picture' }));
      expect(shownPicture(card)).toHaveAttribute('src', pictures[1]);
      expect(card.getByRole('button', { name: 'Enlarge picture 2 of 3 of 4HP Water Cooled Diesel Engine (R170A)' })).toBeInTheDocument();

      await user.click(card.getByRole('button', { name: 'Show picture 3 of 3' }));
      expect(shownPicture(card)).toHaveAttribute('src', pictures[2]);
      expect(card.getByRole('button', { name: 'Show picture 3 of 3' })).toHaveAttribute('aria-current', 'true');

      await user.keyboard('{ArrowRight}');
      expect(shownPicture(card)).toHaveAttribute('src', pictures[0]);
      await user.keyboard('{ArrowLeft}');
      expect(shownPicture(card)).toHaveAttribute('src', pictures[2]);
      await user.click(card.getByRole('button', { name: 'Previous picture' }));
      expect(shownPicture(card)).toHaveAttribute('src', pictures[1]);
    });

    it('a swipe to the left shows the next picture without enlarging it; a swipe to the right the previous one', async () => {
      const card = renderCard(several());
      const picture = card.getByRole('button', { name: /^Enlarge picture 1 of 3/ });

      fireEvent.pointerDown(picture, { clientX: 300, clientY: 100 });
      fireEvent.pointerUp(picture, { clientX: 200, clientY: 110 });
      fireEvent.click(picture);
      expect(shownPicture(card)).toHaveAttribute('src', pictures[1]);
      expect(screen.queryByRole('dialog', { name: 'Photo viewer' })).not.toBeInTheDocument();

      fireEvent.pointerDown(picture, { clientX: 100, clientY: 100 });
      fireEvent.pointerUp(picture, { clientX: 200, clientY: 100 });
      expect(shownPicture(card)).toHaveAttribute('src', pictures[0]);
    });

    it('the photo viewer opens on the picture shown and goes through every picture of the listing', async () => {
      const user = userEvent.setup();
      const card = renderCard(several());
      await user.click(card.getByRole('button', { name: 'Show picture 2 of 3' }));

      await user.click(card.getByRole('button', { name: 'Enlarge picture 2 of 3 of 4HP Water Cooled Diesel Engine (R170A)' }));

      const viewer = await screen.findByRole('dialog', { name: 'Photo viewer' });
      expect(within(viewer).getByText('4HP Water Cooled Diesel Engine (R170A) (picture 2 of 3)')).toBeInTheDocument();
      await user.click(within(viewer).getByRole('button', { name: 'Next picture' }));
      expect(within(viewer).getByText('4HP Water Cooled Diesel Engine (R170A) (picture 3 of 3)')).toBeInTheDocument();
      await user.click(within(viewer).getByRole('button', { name: 'Next picture' }));
      expect(within(viewer).getByText('4HP Water Cooled Diesel Engine (R170A) (picture 1 of 3)')).toBeInTheDocument();
    });
  });

  it('offers "Book now" to a buyer', () => {
    const card = renderCard();
    expect(card.getByRole('button', { name: 'Book now' })).toBeEnabled();
  });

  it('disables "Book now" on your own product and says why', () => {
    const card = renderCard(testProduct({ sellerUid: 'uid-seller-1' }), testUser({ uid: 'uid-seller-1', role: 'seller' }));
    expectBookNowOff(card, 'This is your product');
  });

  it('offers "Ask the seller" to a buyer, but not on your own product', () => {
    const card = renderCard();
    expect(card.getByRole('button', { name: 'Ask the seller' })).toHaveAttribute('aria-haspopup', 'dialog');
    cleanup();
    const own = renderCard(testProduct({ sellerUid: 'uid-seller-1' }), testUser({ uid: 'uid-seller-1', role: 'seller' }));
    expect(own.queryByRole('button', { name: 'Ask the seller' })).not.toBeInTheDocument();
  });

  it('marks a sold product "Sold" and disables its "Book now", saying why', () => {
    const card = renderCard(testProduct({ sold: true }));
    expect(card.getByText('Sold', { exact: true })).toBeVisible();
    expectBookNowOff(card, 'This machine is sold');
  });

  it('has no "Sold" mark on a machine on sale', () => {
    const card = renderCard(testProduct({ sold: false }));
    expect(card.queryByText('Sold', { exact: true })).not.toBeInTheDocument();
  });
});
