import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyWithPreload } from '../lazy-with-preload';

const page = () => Promise.resolve({ default: ({ name }: { name: string }) => <h1>{`Hello ${name}`}</h1> });

it('suspends before its code is loaded', async () => {
  const Page = lazyWithPreload(page);
  await act(async () => {
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Page name="Ana" />
      </Suspense>,
    );
  });
  expect(await screen.findByRole('heading', { name: 'Hello Ana' })).toBeInTheDocument();
});

it('renders at once, without the fallback, once preloaded', async () => {
  const Page = lazyWithPreload(page);
  await Page.preload();
  render(
    <Suspense fallback={<p>Loading...</p>}>
      <Page name="Ben" />
    </Suspense>,
  );
  expect(screen.getByRole('heading', { name: 'Hello Ben' })).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
});
