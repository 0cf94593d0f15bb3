import { Hero } from './hero';
import './home.css';

export function HomePage() {
  return <Hero />;
}
