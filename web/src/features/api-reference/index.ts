export { apiReferenceRoutes } from './routes';
