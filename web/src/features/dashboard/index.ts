export { dashboardRoutes } from './routes';
export { DashboardArriving } from './components/dashboard-arriving';
