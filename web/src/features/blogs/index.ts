export { blogsRoutes } from './routes';
