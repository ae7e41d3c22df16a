import { failed, runServer } from './server';

runServer().catch(failed);
