/** The home slider's slides: seeded engine pictures, one per machine size, each leading to its size. */
export type Slide = { picture: string; caption: string; text: string; size: string };

export const slides: Slide[] = [
  {
    picture: '/seed/products/jintian-r170a.svg',
    caption: 'Small engines for pumps and tillers',
    text: 'Size 20 diesel and petrol engines, checked and priced by their sellers.',
    size: '20',
  },
  {
    picture: '/seed/products/changchai-zs1115.svg',
    caption: 'Medium engines for mills and workshops',
    text: 'Size 32 single and twin cylinder engines at a fraction of their new price.',
    size: '32',
  },
  {
    picture: '/seed/products/perkins-404d-22.svg',
    caption: 'Large engines for generator sets',
    text: 'Size 40 multi-cylinder diesels from factories, loaders and standby sets.',
    size: '40',
  },
];
