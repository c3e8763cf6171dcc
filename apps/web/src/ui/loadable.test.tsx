import { Suspense, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { loadable } from './loadable';

let mounts = 0;

function Greeting({ name }: { name: string }) {
  const [greeted] = useState(`Hello ${name}`);
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>{greeted}</p>;
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Loading</p>}>{node}</Suspense>;

describe('loadable', () => {
  it('draws at once, without a fallback, once its code has been loaded', async () => {
    const Loaded = loadable(async () => ({ Greeting }), 'Greeting');
    const module = await Loaded.load();
    expect(module.Greeting).toBe(Greeting);
    render(inSuspense(<Loaded name="Ada" />));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('loads its code when first drawn, and keeps what it drew when drawn again after', async () => {
    mounts = 0;
    const Lazy = loadable(async () => ({ Greeting }), 'Greeting');
    const { rerender } = render(inSuspense(<Lazy name="Ada" />));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    rerender(inSuspense(<Lazy name="Bo" />));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(mounts).toBe(1);
  });
});
