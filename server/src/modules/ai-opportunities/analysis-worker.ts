/*
 * The AI rules on a worker thread: the snapshot arrives as the worker's data, the candidates go back
 * as its one message. The rules are pure and, on a large portfolio, take long enough that running them
 * on the server's own thread would stall every request meanwhile.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { analyzePortfolio, type PortfolioSnapshot } from '@common/ai-rules';

parentPort?.postMessage(analyzePortfolio(workerData as PortfolioSnapshot));
