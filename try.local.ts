import { intentsOf } from './companion/doc/intents';
for (const s of process.argv.slice(2)) console.log(s, '\n   ', JSON.stringify(intentsOf(s)));
