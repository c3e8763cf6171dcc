import './shared/theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from './shared/session/session';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Read the stored session before the first render so guards decide with it.
void restoreSession().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
