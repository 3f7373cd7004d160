import { screen, within } from '@testing-library/react';
import { DISCLOSURES } from 'shared-domain';
import { DisclosureCard } from '../disclosures';
import { renderWithProviders } from '../test/harness';

it("shows a disclosure's title, every paragraph, its rule and text version, then what follows it", () => {
  const d = DISCLOSURES[0];
  renderWithProviders(
    <DisclosureCard disclosure={d}>
      <button type="button">I have read it</button>
    </DisclosureCard>,
  );
  const card = screen.getByRole('article', { name: d.title });
  expect(within(card).getByRole('heading', { level: 3, name: d.title })).toBeInTheDocument();
  for (const p of d.paragraphs) expect(within(card).getByText(p)).toBeInTheDocument();
  expect(within(card).getByText(`${d.section} · text version ${d.version}`)).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'I have read it' })).toBeInTheDocument();
});
