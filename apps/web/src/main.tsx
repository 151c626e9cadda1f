import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/theme/fonts.css';
import { App } from './app/App';
import { preloadPage } from './app/routes/AppRoutes';
import { captureInstallPrompt } from './lib/installPrompt';
import { registerServiceWorker } from './lib/serviceWorker';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
preloadPage(window.location.pathname);
captureInstallPrompt();
registerServiceWorker();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
