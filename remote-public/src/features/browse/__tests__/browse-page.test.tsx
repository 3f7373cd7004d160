import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-domain';
import { BrowsePage } from '../browse-page';
import { http, HttpResponse } from 'msw';
import { makeProfileCards, renderSettled, setupMsw } from '../../../test/harness';
import { PUBLIC_TEACHERS } from './fixtures';

let calls = 0;
const server = setupMsw(
  http.get('/api/public/teachers', () => {
    calls += 1;
    return HttpResponse.json(PUBLIC_TEACHERS);
  }),
);
const SAMPLE_TEACHERS = PUBLIC_TEACHERS;

const cards = () => within(screen.getByRole('list', { name: 'Teachers' })).getAllByRole('listitem', { name: /\w/ });
const count = () => screen.getByText(/^\d+ teachers? found$/).textContent;

describe('Browse teachers page', () => {
  it('shows Loading... and then every listed teacher with its fields and the visitor calls to action', async () => {
    const { location, user } = await renderSettled(<BrowsePage />, { route: '/browse' });
    await screen.findByRole('list', { name: 'Teachers' });
    expect(calls).toBeGreaterThan(0);
    expect(cards()).toHaveLength(SAMPLE_TEACHERS.length);
    expect(count()).toBe(`${SAMPLE_TEACHERS.length} teachers found`);
    const maria = screen.getByRole('listitem', { name: 'Maria G.' });
    for (const text of ['Bilingual Education', 'Elementary (1-5)', 'San Antonio Area', '6 years', 'Dual Language']) {
      expect(within(maria).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(maria).getByRole('link', { name: 'Sign In to View Profile of Maria G.' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: /^View Profile/ })).not.toBeInTheDocument();
    // One sign-in action per card: to sign in, then back to that teacher's page, which offers the request.
    expect(within(maria).getAllByRole('link')).toHaveLength(1);
    expect(within(maria).queryByRole('link', { name: /Request Information/ })).not.toBeInTheDocument();
    await user.click(within(maria).getByRole('link', { name: 'Sign In to View Profile of Maria G.' }));
    expect(location()).toMatchObject({ pathname: '/login', state: { from: `/school/teachers/${PUBLIC_TEACHERS[0]._id}` } });
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Register Your District' })).toHaveAttribute('href', '/signup');
  });

  it('colours Immediate availability green and the rest blue, with the text always shown', async () => {
    await renderSettled(<BrowsePage />, { route: '/browse' });
    const immediate = within(await screen.findByRole('listitem', { name: 'Maria G.' })).getAllByText('Immediate')[0];
    const later = within(screen.getByRole('listitem', { name: 'James C.' })).getAllByText('Next Semester')[0];
    expect(getComputedStyle(immediate).color).toBe('rgb(22, 101, 52)');
    expect(getComputedStyle(later).color).toBe('rgb(30, 64, 175)');
  });

  it("gives a signed-in school View Profile and Request Information on that teacher's page in its area", async () => {
    await renderSettled(<BrowsePage />, { route: '/browse', user: 'school' });
    const card = await screen.findByRole('listitem', { name: 'James C.' });
    const id = PUBLIC_TEACHERS[1]._id;
    expect(within(card).getByRole('link', { name: 'View Profile of James C.' })).toHaveAttribute('href', `/school/teachers/${id}`);
    expect(within(card).getByRole('link', { name: 'Request Information about James C.' })).toHaveAttribute(
      'href',
      `/school/teachers/${id}?request=1`,
    );
    expect(screen.queryByRole('link', { name: 'Sign In to View Profile' })).not.toBeInTheDocument();
  });

  it('searches, filters with "and", counts, clears, and shows No teachers found', async () => {
    const user = userEvent.setup();
    await renderSettled(<BrowsePage />, { route: '/browse' });
    await screen.findByRole('list', { name: 'Teachers' });
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search teachers' }), 'MATH');
    expect(count()).toBe('2 teachers found');

    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Grade Level' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade Level' }), 'High School (9-12)');
    expect(count()).toBe('1 teacher found');
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['James C.']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Houston Area');
    expect(count()).toBe('0 teachers found');
    expect(screen.getByRole('heading', { name: MESSAGES.noTeachersFound })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(count()).toBe(`${SAMPLE_TEACHERS.length} teachers found`);
    expect(screen.getByRole('searchbox', { name: 'Search teachers' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('');
  });

  it('offers every subject, grade level and location of product spec §9', async () => {
    const user = userEvent.setup();
    await renderSettled(<BrowsePage />, { route: '/browse' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const opts = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(opts('Subject')).toHaveLength(13);
    expect(opts('Subject')).toContain('Career & Technical Education');
    expect(opts('Grade Level')).toEqual([
      'All Grade Levels',
      'Pre-K',
      'Kindergarten',
      'Elementary (1-5)',
      'Middle School (6-8)',
      'High School (9-12)',
      'All Grades',
    ]);
    expect(opts('Location')).toHaveLength(15);
  });

  it('says when the list cannot be loaded, and Retry loads it', async () => {
    let fail = true;
    server.use(
      http.get('/api/public/teachers', () =>
        fail ? HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }) : HttpResponse.json(PUBLIC_TEACHERS),
      ),
    );
    const { user } = await renderSettled(<BrowsePage />, { route: '/browse' });
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Teachers' })).toBeInTheDocument();
  });

  it("a visitor's card says the subject, location and availability of the teacher's profile, never the school's fields", async () => {
    server.use(http.get('/api/public/teachers', () => HttpResponse.json([makeProfileCards().visitor])));
    await renderSettled(<BrowsePage />, { route: '/browse' });
    const ana = await screen.findByRole('listitem', { name: 'Ana L.' });
    expect(within(ana).getByRole('heading', { level: 3, name: 'Ana L.' })).toBeInTheDocument();
    expect(within(ana).getByText('Music')).toBeInTheDocument();
    expect(within(ana).getByText('Lubbock')).toBeInTheDocument();
    expect(within(ana).getAllByText('Next Semester')).toHaveLength(2);
    expect(within(ana).queryByText('Certification areas')).not.toBeInTheDocument();
    expect(within(ana).queryByText(/Lopez/)).not.toBeInTheDocument();
  });
});
