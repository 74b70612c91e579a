// "Ask the seller" on every machine's card: the button comes with the card, the dialog when opened.
export { AskSeller } from './components/ask-seller';
