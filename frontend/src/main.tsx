import '@aws-amplify/ui-react/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ConfigErrorPage } from './components/config-error-page';
import { configureAmplify } from './lib/amplify';
import { loadRuntimeConfig } from './lib/config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

loadRuntimeConfig().then(
  (config) => {
    configureAmplify(config);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error('Could not load /config.json', error);
    root.render(
      <StrictMode>
        <ConfigErrorPage />
      </StrictMode>,
    );
  },
);
