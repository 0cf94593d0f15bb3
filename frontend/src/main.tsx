import '@aws-amplify/ui-react/styles.css';
import './styles/global.css';
import { prerenderedPostsAreCurrent } from './app/prerendered-posts';
import { prerenderedLanguage, startOnFirstInteraction, startsAtOnce } from './app/start-on-interaction';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Read now: once the app's code has loaded, <html lang> is the visitor's language, not the page's.
const pageLanguage = prerenderedLanguage(container);

let starting: Promise<void> | undefined;
// The app is a chunk of its own: a visitor who only reads a prerendered page never downloads it.
const start = () => (starting ??= import('./app/start').then(({ startApp }) => startApp(container, pageLanguage)));

if (startsAtOnce(container)) void start();
else {
  startOnFirstInteraction(container, start);
  void prerenderedPostsAreCurrent().then((current) => {
    if (!current) void start();
  });
}
