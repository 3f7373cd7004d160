import { http, HttpResponse } from 'msw';
import { earlyOr, startEarlyData, takeEarlyData } from '..';
import { setupMsw } from '../testing';

const server = setupMsw();

// The landing's data asked for with the sign-in answer is read once, by the same session only.
it('reads the early answer once, for the session that asked, and asks again when there is none or it failed', async () => {
  let asked = 0;
  server.use(
    http.get('/api/dashboard', () => {
      asked++;
      return asked === 3 ? HttpResponse.json({ message: 'down' }, { status: 503 }) : HttpResponse.json({ n: asked });
    }),
  );
  startEarlyData('dashboard', 'tok-a');
  expect(takeEarlyData('dashboard', 'tok-b')).toBeUndefined(); // another session: never another's answer
  startEarlyData('dashboard', 'tok-a');
  const read = earlyOr(
    'dashboard',
    () => 'tok-a',
    () => Promise.resolve({ n: -1 }),
  );
  expect(await read()).toEqual({ n: 2 });
  expect(await read()).toEqual({ n: -1 }); // once only: the next read asks as usual
  startEarlyData('dashboard', 'tok-a'); // answered 503
  expect(await read()).toEqual({ n: -1 });
});
