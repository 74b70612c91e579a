// Reporting a listing or a message to the admins: the product page's "More actions" menu and the
// conversation's "Report" buttons come with their screens, the dialog when first opened.
export { ListingActionsMenu } from './components/listing-actions-menu';
export { ReportMessageButton } from './components/report-message-button';
