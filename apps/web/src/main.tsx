import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/ibm-plex-sans/400.css';
import '@fontsource/ibm-plex-sans/500.css';
import '@fontsource/ibm-plex-sans/600.css';
import '@fontsource/dosis/500.css';
import '@fontsource/dosis/600.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/styles.css';
import { setAnonymousLanguage } from './api/client';
import { getSession } from './api/session';
import i18n from './i18n';
import { App } from './app/App';

const language = getSession()?.language ?? 'sv';
setAnonymousLanguage(language);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A language other than Swedish is fetched first, so the first screen is in it.
void i18n
  .changeLanguage(language)
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
