import { describeStockSearchPort } from './stock-search.port-suite.js';
import { EmbeddedStockSearch } from './embedded/embedded-stock-search.js';

describeStockSearchPort('embedded', async () => new EmbeddedStockSearch());
