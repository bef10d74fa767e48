import { describe, expect, it } from 'vitest';
import { brandEntrySlug, brandsSchema } from './brands.schema.js';

function issues(input: unknown) {
  const result = brandsSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const carGrid = (brands: unknown[]) => ({ grids: { car: { brands } } });

describe('brandsSchema', () => {
  it('defaults to the stock’s makes in the car grid, other grids empty, no mega-menu', () => {
    const brands = brandsSchema.parse(undefined);
    expect(brands.grids.car).toEqual({ title: 'Car brands' });
    expect(brands.grids.motorcycle).toEqual({ title: 'Motorcycle brands', brands: [] });
    expect(brands.grids.group.brands).toEqual([]);
    expect(brands.megaMenu).toEqual({
      enabled: false,
      label: 'Brands',
      position: 1,
      links: 'stock',
      grids: ['car'],
    });
  });

  it('takes listed makes by slug, and a brand of the site’s own by title', () => {
    const brands = brandsSchema.parse(
      carGrid([{ make: 'toyota' }, { title: 'Coastal Certified', description: 'Our own.' }]),
    );
    expect(brands.grids.car.brands?.map(brandEntrySlug)).toEqual(['toyota', 'coastal-certified']);
  });

  it('refuses a make that is not in the list, saying how to show it anyway', () => {
    expect(issues(carGrid([{ make: 'acme-motors' }]))).toEqual([
      'grids.car.brands.0.make: "acme-motors" is not in the manufacturer list; give the brand its own title and logo to show it anyway',
    ]);
    expect(issues(carGrid([{ make: 'acme-motors', title: 'Acme', logo: 'acme.svg' }]))).toEqual([]);
  });

  it('refuses a brand with neither make nor title', () => {
    expect(issues(carGrid([{ description: 'Who?' }]))).toEqual([
      'grids.car.brands.0.title: a brand needs a make from the list or a title of its own',
    ]);
  });

  it('refuses skipPage without the address to link to instead', () => {
    expect(issues(carGrid([{ make: 'ford', skipPage: true }]))).toEqual([
      'grids.car.brands.0.url: skipPage needs the url the grid links to instead',
    ]);
    expect(
      issues(carGrid([{ make: 'ford', skipPage: true, url: 'https://www.ford.com.au' }])),
    ).toEqual([]);
    expect(issues(carGrid([{ make: 'ford', url: 'http://ford.com.au' }]))).toEqual([
      'grids.car.brands.0.url: an https:// address',
    ]);
  });

  it('refuses files outside the site folder and files that are not images', () => {
    expect(issues(carGrid([{ make: 'kia', logo: '../other-site/logo.svg' }]))).toEqual([
      'grids.car.brands.0.logo: a file name relative to the folder (no leading /, no .., no address)',
    ]);
    expect(issues(carGrid([{ make: 'kia', banner: 'kia.html' }]))).toEqual([
      'grids.car.brands.0.banner: banner must be an .svg, .png, .jpg, .webp, .avif or .gif file',
    ]);
  });

  it('refuses the same brand twice in a grid', () => {
    expect(issues({ grids: { truck: { brands: [{ make: 'hino' }, { make: 'hino' }] } } })).toEqual([
      'grids.truck.brands.1.slug: "hino" is already a brand of this grid',
    ]);
  });
});
