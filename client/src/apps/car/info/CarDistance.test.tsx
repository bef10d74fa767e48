import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import type { CarDistanceTestQuery } from '../../../__generated__/CarDistanceTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { POSTCODE_COOKIE } from '../../../search-url/remembered-postcode';
import { CarDistance } from './CarDistance';

const query = graphql`
  query CarDistanceTestQuery($postcode: String!, $withPostcode: Boolean!) @relay_test_operation {
    car(slug: "a-car") {
      ...CarDistance_car @arguments(postcode: $postcode, withPostcode: $withPostcode)
    }
  }
`;

const PATH = '/cars/2021-toyota-corolla';

function renderDistance(
  url: string,
  distance: { postcode: string; km: number | null } | null = null,
) {
  const postcode = new URL(url, 'https://dealer.example').searchParams.get('postcode') ?? '';
  return renderWithRelay<CarDistanceTestQuery>({
    query,
    url,
    variables: { postcode, withPostcode: postcode !== '' },
    resolvers: {
      Car: () => ({ path: PATH, ...(distance === null ? { distanceFromPostcode: null } : {}) }),
      PostcodeDistance: () => distance,
    },
    render: (data) => <CarDistance car={data.car!} />,
  });
}

const postcodeBox = () => screen.getByRole<HTMLInputElement>('textbox');
const status = () => screen.getByRole('status').textContent;

afterEach(() => {
  document.cookie = `${POSTCODE_COOKIE}=; path=/; max-age=0`;
});

describe('CarDistance', () => {
  it('says how far the vehicle is from the postcode in the address', async () => {
    await renderDistance(`${PATH}?postcode=4000`, { postcode: '4000', km: 85 });
    expect(status()).toBe('About 85 km from 4000');
    expect(screen.getByLabelText('Change postcode')).toBe(postcodeBox());
    expect(document.cookie).toContain(`${POSTCODE_COOKIE}=4000`);
  });

  it('asks for a postcode when it has none, with a GET form to the same page', async () => {
    await renderDistance(PATH);
    expect(status()).toBe('How far is this vehicle from you? Enter your postcode.');
    const form = postcodeBox().form!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe(PATH);
    expect(postcodeBox().name).toBe('postcode');
  });

  it('puts the typed postcode in the address', async () => {
    const { router } = await renderDistance(PATH);
    await userEvent.type(postcodeBox(), '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Show distance' }));
    expect(router.state.location.search).toBe('?postcode=2000');
  });

  it('says what is wrong with a postcode that is not 4 digits', async () => {
    const { router } = await renderDistance(PATH);
    await userEvent.type(postcodeBox(), '20');
    postcodeBox().form!.noValidate = true;
    await userEvent.click(screen.getByRole('button', { name: 'Show distance' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a postcode of 4 digits.');
    expect(router.state.location.search).toBe('');
  });

  it('says when it does not know the postcode', async () => {
    await renderDistance(`${PATH}?postcode=0001`, null);
    expect(status()).toBe('We don’t know the postcode 0001. Please check it.');
  });

  it('goes to the remembered postcode when the address names none', async () => {
    document.cookie = `${POSTCODE_COOKIE}=4215; path=/`;
    const { router } = await renderDistance(PATH);
    await screen.findByText(/./, { selector: '[role="status"]' });
    expect(router.state.location.search).toBe('?postcode=4215');
  });
});
