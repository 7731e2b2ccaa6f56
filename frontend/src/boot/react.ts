// Start-up step: React's modules (build/first-script.ts).
import { createRoot } from 'react-dom/client';
import { madeAtStart } from './steps';

madeAtStart.add(createRoot);
