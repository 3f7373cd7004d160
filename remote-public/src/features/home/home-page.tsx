import { Link } from 'react-router-dom';

export function HomePage() {
  return (
    <main>
      <h1>Teacher Certification &amp; Placement</h1>
      <Link to="/signup">Register Your District</Link> <Link to="/browse">Browse Certified Teachers</Link>{' '}
      <Link to="/login">Sign In</Link>
    </main>
  );
}
