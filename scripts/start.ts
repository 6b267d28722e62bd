import { serve } from './lib/serve'
await serve('start')
