import { act, render, screen } from '@testing-library/react';
import { toCsv } from '../download';
import { delay, useMinimumDelay } from '../timing';

describe('toCsv', () => {
  const columns = [
    { key: 'name', header: 'Name' },
    { key: 'note', header: 'Note' },
  ];

  it('writes a header row and CRLF line ends', () => {
    expect(toCsv([{ name: 'Ana', note: 'ok' }], columns)).toBe('Name,Note\r\nAna,ok\r\n');
  });

  it('quotes commas, quotes and newlines, doubling quotes', () => {
    const csv = toCsv([{ name: 'Lee, Ann', note: 'said "hi"\nbye' }], columns);
    expect(csv).toBe('Name,Note\r\n"Lee, Ann","said ""hi""\nbye"\r\n');
  });

  it('guards cells that a spreadsheet would run as formulas', () => {
    const csv = toCsv(
      [
        { name: '=HYPERLINK("x")', note: '@SUM(A1)' },
        { name: '+1', note: '-2' },
        { name: -5, note: null },
      ],
      columns,
    );
    expect(csv.split('\r\n')).toEqual(['Name,Note', `"'=HYPERLINK(""x"")",'@SUM(A1)`, "'+1,'-2", '-5,', '']);
  });
});

describe('timing', () => {
  afterEach(() => {
    globalThis.__TEST_NO_DELAYS__ = true;
    jest.useRealTimers();
  });

  it('skips waits when __TEST_NO_DELAYS__ is set', async () => {
    await expect(delay(60_000)).resolves.toBeUndefined();
  });

  it('useMinimumDelay waits the given time otherwise', () => {
    globalThis.__TEST_NO_DELAYS__ = false;
    jest.useFakeTimers();
    function Probe() {
      return <p>{useMinimumDelay(1000) ? 'ready' : 'waiting'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('ready')).toBeInTheDocument();
  });
});
