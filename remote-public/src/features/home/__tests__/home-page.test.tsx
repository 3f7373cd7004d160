import { screen, within } from '@testing-library/react';
import PublicRoutes from '../../../routes';
import { renderSettled, setupMsw } from '../../../test/harness';
import { FIGURES } from '../../../components/stat-figures';

setupMsw();

// The hero does not repeat the program's name (the header shows it); the impact figures
// are said once, in Our Impact; the spec's texts are all on the page.
it("keeps the program's name to the header, and each impact figure to Our Impact", async () => {
  await renderSettled(<PublicRoutes />, { route: '/' });
  const hero = (await screen.findByRole('heading', { level: 1, name: 'Certified Texas Teachers for Your Classrooms' })).closest('section')!;
  expect(hero).not.toHaveTextContent('Teacher Certification & Placement');
  expect(screen.getByRole('link', { name: 'Teacher Certification & Placement' })).toHaveAttribute('href', '/');
  expect(within(hero).getByRole('link', { name: 'Register Your District' })).toHaveAttribute('href', '/signup');
  expect(within(hero).getByRole('link', { name: 'Browse Certified Teachers' })).toHaveAttribute('href', '/browse');

  const impact = screen.getByRole('heading', { name: 'Our Impact' }).closest('section')!;
  const advantage = screen.getByRole('heading', { name: 'The Placement Advantage' }).closest('section')!;
  for (const f of FIGURES) {
    expect(impact).toHaveTextContent(`${f.label}${f.value}`);
    expect(advantage).not.toHaveTextContent(f.value);
  }
  for (const step of ['Teacher Certification', 'District Matching', 'Successful Placement', 'Continued Growth']) {
    expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
  }
});
