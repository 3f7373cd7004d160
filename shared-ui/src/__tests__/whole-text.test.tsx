import { render, screen } from '@testing-library/react';
import { wholeOnHover } from '../whole-text';

describe('wholeOnHover', () => {
  it('shows an e-mail whole on hover and still keeps each date on one line', () => {
    const text = 'Recorded by supervisor@example.org on Nov 28, 2026; mentor copy sent Nov 29, 2026';
    render(<p>{wholeOnHover(text, { dates: true })}</p>);
    expect(screen.getByTitle(text)).toHaveTextContent(text);
    for (const day of ['Nov 28, 2026', 'Nov 29, 2026']) expect(screen.getByText(day)).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('leaves a date free to wrap when not asked to keep dates whole', () => {
    render(<p>{wholeOnHover('Recorded by supervisor@example.org on Nov 28, 2026')}</p>);
    expect(screen.queryByText('Nov 28, 2026')).toBeNull();
  });
});
