// Colour emoji everywhere, also where the system has no emoji font (loaded when a page shows one).
import './app/emoji.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { configureApi } from './lib/api';

configureApi(import.meta.env.VITE_API_URL ?? '');

const root = document.getElementById('root');
if (!root) {
  throw new Error('The page has no #root element');
}
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
