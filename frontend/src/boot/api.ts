// Start-up step: the API's client, the session and react-router (build/first-script.ts).
import { BrowserRouter } from 'react-router';
import { configureApi } from '../lib/api';
import { madeAtStart } from './steps';

madeAtStart.add(configureApi).add(BrowserRouter);
